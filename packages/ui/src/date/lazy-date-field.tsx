import { useEffect, useState, type ComponentType } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { MaskedInput } from '../masked/masked-input';
import type { DateFieldProps } from './date-field';
import { enterMovesOn } from './focus-next';
import { brToIso, DATE_MASK, isIsoDate, isoToBr } from './date-text';
import type { PublicLanguage } from '../i18n/languages';
import { useUiT } from '../i18n/ui-text';
import { useShownLanguage } from '../i18n/shown-language';
import { useSelectOnEntry } from './select-on-entry';

type Picker = ComponentType<DateFieldProps>;
let picker: Picker | null = null;
/** The calendar's words in the other languages: fetched with the picker's code, not before. */
let words: Pick<typeof import('./date-field'), 'loadPickerLocale' | 'peekPickerLocale'> | null = null;
let loading: Promise<Picker> | null = null;
const waiting = new Set<(p: Picker) => void>();

/** Fetches the picker's code once and hands it to every field waiting; a failed fetch is tried again on the next call. */
function loadDateField(): Promise<Picker> {
  loading ??= import(/* webpackChunkName: "date-field" */ './date-field').then(
    (m) => {
      picker = m.DateField;
      words = m;
      for (const give of waiting) give(m.DateField);
      return m.DateField;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the picker (for instance when the user reaches the form that has one). */
export function preloadDateField(): void {
  loadDateField().catch(() => undefined);
}

const calendarWordsHere = (language: PublicLanguage) => language === 'pt' || !!words?.peekPickerLocale(language);

/**
 * Whether the calendar's words in the page's language are here (Portuguese always; another language fetched once
 * the picker's code is): the stand-in stays until then, so the calendar never opens in Portuguese first.
 */
function useCalendarWords(language: PublicLanguage, pickerHere: boolean): boolean {
  const [ready, setReady] = useState(() => calendarWordsHere(language));
  useEffect(() => {
    if (calendarWordsHere(language)) {
      setReady(true);
      return;
    }
    setReady(false);
    if (!pickerHere || !words) return;
    let live = true;
    const done = () => live && setReady(true);
    // not fetched: the calendar speaks Portuguese rather than never opening
    words.loadPickerLocale(language).then(done, done);
    return () => {
      live = false;
    };
  }, [language, pickerHere]);
  return ready;
}

/**
 * The DD/MM/AAAA date picker (antd's, in pt-BR as in every form; in the page's language on a public page), whose
 * code — the calendar,
 * a sizeable part of antd — is fetched only when the user comes near the field. Until it
 * arrives, or if it cannot be fetched, the field takes the date typed as DD/MM/AAAA.
 */
export function LazyDateField(props: DateFieldProps) {
  const [Loaded, setLoaded] = useState<Picker | null>(() => picker);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  // Text typed before the picker arrived: the swap waits until the field is left.
  const [typed, setTyped] = useState<string | null>(null);
  const t = useUiT();
  const wordsReady = useCalendarWords(useShownLanguage(), !!Loaded);
  const selectOnEntry = useSelectOnEntry();

  useEffect(() => {
    if (Loaded) return;
    const give = (p: Picker) => setLoaded(() => p);
    waiting.add(give);
    return () => void waiting.delete(give);
  }, [Loaded]);

  // A text that is no date stays on screen as typed, beside the form's error, until it is corrected.
  const unreadable = !!props.value && !isIsoDate(props.value);
  if (Loaded && wordsReady && !unreadable && !(focused && typed !== null)) {
    // Focus moves from the stand-in to the picker; a tap or click on the stand-in opens the calendar.
    return <Loaded {...props} autoFocus={focused || props.autoFocus} defaultOpen={focused && pressed} />;
  }
  const { id, value, onChange, onBlur, style } = props;
  return (
    <MaskedInput
      id={id}
      mask={DATE_MASK}
      placeholder={t('date.placeholder')}
      status={unreadable && !focused ? 'error' : undefined}
      value={typed ?? (isoToBr(value) || value || '')}
      suffix={<CalendarOutlined aria-hidden style={{ color: 'rgba(0, 0, 0, 0.45)' }} />}
      style={{ width: '100%', ...style }}
      onPointerEnter={preloadDateField}
      onPointerDown={() => {
        setPressed(true);
        preloadDateField();
      }}
      onMouseDown={selectOnEntry.onMouseDown}
      onClick={selectOnEntry.onClick}
      onFocus={(event) => {
        setFocused(true);
        selectOnEntry.onFocus(event);
        preloadDateField();
      }}
      onBlur={() => {
        setFocused(false);
        setPressed(false);
        setTyped(null);
        onBlur?.();
      }}
      onKeyDown={enterMovesOn}
      onChange={(text) => {
        setTyped(text);
        // An incomplete date goes to the form as typed, so that its rule can call it invalid.
        onChange(text ? (brToIso(text) ?? text) : null);
      }}
    />
  );
}
