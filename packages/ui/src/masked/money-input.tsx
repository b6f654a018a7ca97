import { InputNumber, type InputNumberProps } from 'antd';

/**
 * Reads an amount as a person in Brazil types it: '.' groups thousands and ',' starts the cents
 * ('24.000' is twenty-four thousand, '1.234,56', 'R$ 1.500,00' pasted). Without a comma, a single '.'
 * followed by one or two digits is taken as the cents ('45300.50'). Null when nothing is there.
 */
export function parseMoney(text: string | undefined): number | null {
  const raw = (text ?? '').replace(/[^\d.,-]/g, '');
  if (!/\d/.test(raw)) return null;
  const negative = raw.startsWith('-');
  const body = raw.replace(/-/g, '');
  let normalized: string;
  if (body.includes(',')) {
    const [whole, ...rest] = body.split(',');
    normalized = `${whole!.replace(/\./g, '')}.${rest.join('').replace(/\./g, '')}`;
  } else if (/^\d*\.\d{1,2}$/.test(body)) {
    normalized = body;
  } else {
    normalized = body.replace(/\./g, '');
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? (negative ? -value : value) : null;
}

const BRL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '24.000,00': the amount as the form shows it once typed. */
export const formatMoney = (value: number | string | undefined) => (value === undefined || value === '' || Number.isNaN(Number(value)) ? '' : BRL.format(Number(value)));

export interface MoneyInputProps extends Omit<InputNumberProps<number>, 'value' | 'onChange' | 'formatter' | 'parser' | 'precision' | 'decimalSeparator'> {
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** An amount in reais (R$), typed in the Brazilian way, shown as '24.000,00'. */
export function MoneyInput({ value, onChange, style, ...rest }: MoneyInputProps) {
  return (
    <InputNumber<number>
      inputMode="decimal"
      prefix="R$"
      {...rest}
      style={{ width: '100%', ...style }}
      value={value ?? null}
      // while typing, the text stays as typed; the formatted amount appears when the field is left
      formatter={(v, info) => (info.userTyping ? info.input : formatMoney(v))}
      parser={(text) => {
        const parsed = parseMoney(text);
        return parsed === null ? (undefined as unknown as number) : Math.round(parsed * 100) / 100;
      }}
      onChange={(v) => onChange?.(typeof v === 'number' && Number.isFinite(v) ? v : null)}
    />
  );
}
