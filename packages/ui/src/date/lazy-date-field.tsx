import { useEffect, useState, type ComponentType } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { MaskedInput } from '../masked/masked-input';
import type { DateFieldProps } from './date-field';
import { enterMovesOn } from './focus-next';
import { brToIso, DATE_MASK, DATE_PLACEHOLDER, isoToBr } from './date-text';

type Picker = ComponentType<DateFieldProps>;
let picker: Picker | null = null;
let loading: Promise<Picker> | null = null;
const waiting = new Set<(p: Picker) => void>();

/** Fetches the picker's code once and hands it to every field waiting; a failed fetch is tried again on the next call. */
function loadDateField(): Promise<Picker> {
  loading ??= import(/* webpackChunkName: "date-field" */ './date-field').then(
    (m) => {
      picker = m.DateField;
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

/**
 * The DD/MM/AAAA date picker (antd's, in pt-BR, as in every form), whose code — the calendar,
 * a sizeable part of antd — is fetched only when the user comes near the field. Until it
 * arrives, or if it cannot be fetched, the field takes the date typed as DD/MM/AAAA.
 */
export function LazyDateField(props: DateFieldProps) {
  const [Loaded, setLoaded] = useState<Picker | null>(() => picker);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  // Text typed before the picker arrived: the swap waits until the field is left.
  const [typed, setTyped] = useState<string | null>(null);

  useEffect(() => {
    if (Loaded) return;
    const give = (p: Picker) => setLoaded(() => p);
    waiting.add(give);
    return () => void waiting.delete(give);
  }, [Loaded]);

  if (Loaded && !(focused && typed !== null)) {
    // Focus moves from the stand-in to the picker; a tap or click on the stand-in opens the calendar.
    return <Loaded {...props} autoFocus={focused || props.autoFocus} defaultOpen={focused && pressed} />;
  }
  const { id, value, onChange, onBlur, style } = props;
  return (
    <MaskedInput
      id={id}
      mask={DATE_MASK}
      placeholder={DATE_PLACEHOLDER}
      value={typed ?? (isoToBr(value) || value || '')}
      suffix={<CalendarOutlined aria-hidden style={{ color: 'rgba(0, 0, 0, 0.45)' }} />}
      style={{ width: '100%', ...style }}
      onPointerEnter={preloadDateField}
      onPointerDown={() => {
        setPressed(true);
        preloadDateField();
      }}
      onFocus={() => {
        setFocused(true);
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
