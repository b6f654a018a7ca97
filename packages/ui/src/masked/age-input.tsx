import { InputNumber, type InputNumberProps } from 'antd';

export interface AgeInputProps extends Omit<InputNumberProps<number>, 'value' | 'onChange' | 'min' | 'precision'> {
  value?: number | null;
  onChange?: (age: number | null) => void;
}

/** An age in whole years, 0 or more (age filters accept no negative number). */
export function AgeInput({ value, onChange, max = 150, style, ...rest }: AgeInputProps) {
  return (
    <InputNumber<number>
      inputMode="numeric"
      {...rest}
      min={0}
      max={max}
      precision={0}
      style={{ width: '100%', ...style }}
      value={value ?? null}
      onChange={(v) => onChange?.(typeof v === 'number' && v >= 0 ? Math.floor(v) : null)}
    />
  );
}
