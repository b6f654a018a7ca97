import { MaskedInput, type MaskedInputProps } from './masked-input';

const CPF_MASK = '999.999.999-99';

export type CpfInputProps = Omit<MaskedInputProps, 'mask'>;

/** CPF with the mask 999.999.999-99: digits only, at most 11; the value is the masked text. */
export function CpfInput(props: CpfInputProps) {
  return <MaskedInput placeholder="000.000.000-00" {...props} mask={CPF_MASK} />;
}
