import { cloneElement, isValidElement, useEffect, useRef, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactElement } from 'react';
import { DatePicker, type GetRef } from 'antd';
import { CalendarOutlined, CloseCircleFilled } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from '../i18n/portuguese-t';
import { portugueseUiT, useUiT } from '../i18n/ui-text';
import { useShownLanguage } from '../i18n/shown-language';
import { brToIso, DATE_FORMAT, isIsoDate, isoToBr } from './date-text';
import { enterMovesOn } from './focus-next';
import { usePickerLocale } from './picker-locale';

export { loadPickerLocale, peekPickerLocale } from './picker-locale';
import { useSelectOnEntry } from './select-on-entry';

export interface DateFieldProps {
  /** The input's id (the form label points at it). */
  id?: string;
  /** The date as YYYY-MM-DD, or null when empty. */
  value: string | null | undefined;
  /** YYYY-MM-DD, or null when cleared. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** First and last days that can be picked (YYYY-MM-DD, inclusive). */
  min?: string;
  max?: string;
  /**
   * Why a day before `min` or after `max` cannot be picked ('A data de término não pode ser anterior à data de
   * início'): said under the calendar and on those days. By default the field names the first or last day.
   */
  rangeHints?: { min?: string; max?: string };
  /**
   * The month the empty calendar opens on (YYYY-MM-DD): a range's end opens on its start's month. By default
   * today's month, or the nearest one with a day that can be picked (never a month whose days are all greyed out).
   */
  openOn?: string | null;
  autoFocus?: boolean;
  /** Opens the calendar at once. */
  defaultOpen?: boolean;
  style?: CSSProperties;
}

/** On a touch screen the calendar is the way to pick: no keyboard popping over it. */
const touchScreen = () => typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches;

/** Why the days outside [min, max] cannot be picked, each bound in its own words (by default the page's language's). */
export function rangeHintsOf({ min, max, rangeHints }: Pick<DateFieldProps, 'min' | 'max' | 'rangeHints'>, t: TFunction = portugueseUiT) {
  return {
    before: min ? (rangeHints?.min ?? t('date.notBefore', { date: isoToBr(min) })) : null,
    after: max ? (rangeHints?.max ?? t('date.notAfter', { date: isoToBr(max) })) : null,
  };
}

/** The day an empty calendar opens on: `openOn`, else today brought inside [min, max]; undefined: antd's own (today). */
export function openingDay({ openOn, min, max }: Pick<DateFieldProps, 'openOn' | 'min' | 'max'>, today = dayjs().format('YYYY-MM-DD')): string | undefined {
  let day = isIsoDate(openOn) ? openOn : today;
  if (isIsoDate(min) && day < min) day = min;
  if (isIsoDate(max) && day > max) day = max;
  return day === today ? undefined : day;
}

/**
 * The DD/MM/AAAA date picker of every form (antd DatePicker in the pt-BR locale; on a public page, in the page's
 * language), holding YYYY-MM-DD. Entering a filled field selects its date, so typing replaces it.
 */
export function DateField({ id, value, onChange, onBlur, min, max, rangeHints, openOn, autoFocus, defaultOpen, style }: DateFieldProps) {
  const t = useUiT();
  const locale = usePickerLocale(useShownLanguage());
  const selectOnEntry = useSelectOnEntry();
  const picker = useRef<GetRef<typeof DatePicker>>(null);
  // Focused on arrival (the lazy field's stand-in gave way to it): its date is selected once it is written in.
  useEffect(() => {
    if (!autoFocus) return;
    const input = picker.current?.nativeElement?.querySelector('input');
    if (input && input.ownerDocument.activeElement === input) input.select();
    // on arrival only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const outOfRange = (iso: string) => (!!min && iso < min) || (!!max && iso > max);
  /**
   * The calendar greys out the days outside [min, max], and antd would quietly drop such a day typed
   * in the field: it is handed to the form instead, whose rule says what is wrong with it.
   */
  const keepTyped = (event: FocusEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    const iso = brToIso((event.target as HTMLInputElement).value ?? '');
    if (iso && iso !== value && outOfRange(iso)) onChange(iso);
  };
  /**
   * Leaving the field with a text that is no date: antd would quietly put the last date back; the text goes to the
   * form instead (as the stand-in does), whose rule calls it invalid.
   */
  const keepUnreadable = (event: FocusEvent<HTMLElement>) => {
    const text = ((event.target as HTMLInputElement).value ?? '').trim();
    if (text && !brToIso(text)) onChange(text);
  };
  const { before, after } = rangeHintsOf({ min, max, rangeHints }, t);
  const whyNot = (d: Dayjs) => (min && d.isBefore(min, 'day') ? before : max && d.isAfter(max, 'day') ? after : null);
  const opening = isIsoDate(value) ? undefined : openingDay({ openOn, min, max });
  return (
    <DatePicker
      ref={picker}
      id={id}
      format={DATE_FORMAT}
      placeholder={t('date.placeholder')}
      locale={locale}
      value={isIsoDate(value) ? dayjs(value) : null}
      status={value && !isIsoDate(value) ? 'error' : undefined}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
      onFocus={selectOnEntry.onFocus}
      onMouseDown={selectOnEntry.onMouseDown}
      onClick={selectOnEntry.onClick}
      onBlur={(event) => {
        keepTyped(event);
        keepUnreadable(event);
        onBlur?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') keepTyped(event);
        enterMovesOn(event);
      }}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      defaultPickerValue={opening ? dayjs(opening) : undefined}
      inputReadOnly={touchScreen()}
      // Decorative icons: their default names ('calendar', 'close-circle') are English.
      suffixIcon={<CalendarOutlined aria-hidden />}
      allowClear={{ clearIcon: <CloseCircleFilled aria-hidden /> }}
      disabledDate={(d) => !!whyNot(d)}
      // A day that cannot be picked says why, on the day (pointing at it) and under the calendar.
      cellRender={(current, info) => {
        const why = info.type === 'date' && dayjs.isDayjs(current) ? whyNot(current) : null;
        return why && isValidElement(info.originNode) ? cloneElement(info.originNode as ReactElement<{ title?: string }>, { title: why }) : info.originNode;
      }}
      renderExtraFooter={before || after ? () => <div style={{ fontSize: 12, lineHeight: 1.5, padding: '4px 0', color: 'rgba(0, 0, 0, 0.65)', whiteSpace: 'normal' }}>{[before, after].filter(Boolean).map((h) => <div key={h}>{`${h}.`}</div>)}</div> : undefined}
      style={{ width: '100%', ...style }}
    />
  );
}
