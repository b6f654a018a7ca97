import type { CSSProperties, FocusEvent, KeyboardEvent } from 'react';
import { DatePicker } from 'antd';
import { CalendarOutlined, CloseCircleFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import { brToIso, DATE_FORMAT, DATE_PLACEHOLDER, isIsoDate } from './date-text';

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
  autoFocus?: boolean;
  /** Opens the calendar at once. */
  defaultOpen?: boolean;
  style?: CSSProperties;
}

/** On a touch screen the calendar is the way to pick: no keyboard popping over it. */
const touchScreen = () => typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches;

/** The DD/MM/AAAA date picker of every form (antd DatePicker in the pt-BR locale), holding YYYY-MM-DD. */
export function DateField({ id, value, onChange, onBlur, min, max, autoFocus, defaultOpen, style }: DateFieldProps) {
  const outOfRange = (iso: string) => (!!min && iso < min) || (!!max && iso > max);
  /**
   * The calendar greys out the days outside [min, max], and antd would quietly drop such a day typed
   * in the field: it is handed to the form instead, whose rule says what is wrong with it.
   */
  const keepTyped = (event: FocusEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    const iso = brToIso((event.target as HTMLInputElement).value ?? '');
    if (iso && iso !== value && outOfRange(iso)) onChange(iso);
  };
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
      }}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      inputReadOnly={touchScreen()}
      // Decorative icons: their default names ('calendar', 'close-circle') are English.
      suffixIcon={<CalendarOutlined aria-hidden />}
      allowClear={{ clearIcon: <CloseCircleFilled aria-hidden /> }}
      disabledDate={(d) => (!!min && d.isBefore(min, 'day')) || (!!max && d.isAfter(max, 'day'))}
      style={{ width: '100%', ...style }}
    />
  );
}
