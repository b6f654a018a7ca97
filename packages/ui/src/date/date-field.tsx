import type { CSSProperties } from 'react';
import { DatePicker } from 'antd';
import { CalendarOutlined, CloseCircleFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_PLACEHOLDER, isIsoDate } from './date-text';

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
  return (
    <DatePicker
      id={id}
      format={DATE_FORMAT}
      placeholder={DATE_PLACEHOLDER}
      value={isIsoDate(value) ? dayjs(value) : null}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
      onBlur={onBlur}
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
