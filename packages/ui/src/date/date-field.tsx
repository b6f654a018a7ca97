import { cloneElement, isValidElement, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactElement } from 'react';
import { DatePicker } from 'antd';
import { CalendarOutlined, CloseCircleFilled } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { brToIso, DATE_FORMAT, DATE_PLACEHOLDER, isIsoDate, isoToBr } from './date-text';
import { enterMovesOn } from './focus-next';

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

/** Why the days outside [min, max] cannot be picked, each bound in its own words. */
export function rangeHintsOf({ min, max, rangeHints }: Pick<DateFieldProps, 'min' | 'max' | 'rangeHints'>) {
  return {
    before: min ? (rangeHints?.min ?? `A data não pode ser anterior a ${isoToBr(min)}`) : null,
    after: max ? (rangeHints?.max ?? `A data não pode ser posterior a ${isoToBr(max)}`) : null,
  };
}

/** The day an empty calendar opens on: `openOn`, else today brought inside [min, max]; undefined: antd's own (today). */
export function openingDay({ openOn, min, max }: Pick<DateFieldProps, 'openOn' | 'min' | 'max'>, today = dayjs().format('YYYY-MM-DD')): string | undefined {
  let day = isIsoDate(openOn) ? openOn : today;
  if (isIsoDate(min) && day < min) day = min;
  if (isIsoDate(max) && day > max) day = max;
  return day === today ? undefined : day;
}

/** The DD/MM/AAAA date picker of every form (antd DatePicker in the pt-BR locale), holding YYYY-MM-DD. */
export function DateField({ id, value, onChange, onBlur, min, max, rangeHints, openOn, autoFocus, defaultOpen, style }: DateFieldProps) {
  const outOfRange = (iso: string) => (!!min && iso < min) || (!!max && iso > max);
  /**
   * The calendar greys out the days outside [min, max], and antd would quietly drop such a day typed
   * in the field: it is handed to the form instead, whose rule says what is wrong with it.
   */
  const keepTyped = (event: FocusEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    const iso = brToIso((event.target as HTMLInputElement).value ?? '');
    if (iso && iso !== value && outOfRange(iso)) onChange(iso);
  };
  const { before, after } = rangeHintsOf({ min, max, rangeHints });
  const whyNot = (d: Dayjs) => (min && d.isBefore(min, 'day') ? before : max && d.isAfter(max, 'day') ? after : null);
  const opening = isIsoDate(value) ? undefined : openingDay({ openOn, min, max });
  return (
    <DatePicker
      id={id}
      format={DATE_FORMAT}
      placeholder={DATE_PLACEHOLDER}
      value={isIsoDate(value) ? dayjs(value) : null}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
      onBlur={(event) => {
        keepTyped(event);
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
