import { Input, type InputProps } from 'antd';

/** Puts `digits` into `mask`, where each 9 is a digit and anything else is written as is: ('99999-999', '0100100') → '01001-00'. */
export function applyMask(mask: string, text: string): string {
  const digits = text.replace(/\D/g, '');
  let out = '';
  let d = 0;
  for (const ch of mask) {
    if (d >= digits.length) break;
    if (ch === '9') out += digits[d++];
    else out += ch;
  }
  return out;
}

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange' | 'maxLength'> {
  /** 9 = a digit; other characters are inserted as the user types. */
  mask: string;
  /** The masked text. */
  value?: string | null;
  onChange?: (masked: string) => void;
}

/** A text input that accepts digits only and shows them through `mask` while the user types. */
export function MaskedInput({ mask, value, onChange, ...rest }: MaskedInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={value ?? ''}
      maxLength={mask.length}
      onChange={(e) => onChange?.(applyMask(mask, e.target.value))}
    />
  );
}
