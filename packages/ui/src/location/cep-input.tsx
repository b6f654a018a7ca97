import { Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CEP_NOT_FOUND_MESSAGE } from '@sisacte/contracts/common/cep';
import { onlyDigits } from '@sisacte/contracts/common/cpf-rules';
import { type CepAddress } from '@sisacte/contracts/localization/cep';
import { MaskedInput, type MaskedInputProps } from '../masked/masked-input';
import { locationApi } from './api';

const CEP_MASK = '99999-999';

export interface CepInputProps extends Omit<MaskedInputProps, 'mask' | 'suffix'> {
  /** The address of the CEP, to fill street, district, state and city. */
  onAddress?: (address: CepAddress) => void;
}

/**
 * CEP with the mask 99999-999. The lookup runs only when exactly 8 digits are typed; an unknown
 * CEP or an unavailable service shows a message and leaves the form free to fill by hand.
 * Staff screens only: GET /api/cep/search needs a login.
 */
export function CepInput({ value, onChange, onAddress, id, ...rest }: CepInputProps) {
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lastLooked = useRef<string | null>(null);
  const onAddressRef = useRef(onAddress);
  onAddressRef.current = onAddress;
  const digits = onlyDigits(value);

  useEffect(() => {
    if (digits.length !== 8) {
      lastLooked.current = null;
      setProblem(null);
      return;
    }
    if (lastLooked.current === digits) return;
    lastLooked.current = digits;
    let live = true;
    setLoading(true);
    setProblem(null);
    locationApi.cep(digits).then(
      (address) => {
        if (!live) return;
        setLoading(false);
        onAddressRef.current?.(address);
      },
      (error: unknown) => {
        if (!live) return;
        setLoading(false);
        const status = (error as { status?: number }).status;
        setProblem(status === 404 ? CEP_NOT_FOUND_MESSAGE : ((error as Error).message || CEP_NOT_FOUND_MESSAGE));
      },
    );
    return () => {
      live = false;
      setLoading(false);
      lastLooked.current = null;
    };
  }, [digits]);

  const messageId = id ? `${id}-cep-status` : undefined;
  return (
    <>
      <MaskedInput
        placeholder="00000-000"
        {...rest}
        id={id}
        mask={CEP_MASK}
        value={value}
        onChange={onChange}
        aria-busy={loading}
        aria-describedby={problem ? messageId : undefined}
        suffix={loading ? <span role="status" aria-label="Buscando CEP"><Spin size="small" /></span> : <span />}
      />
      {problem && (
        <Typography.Text id={messageId} type="warning" role="status" style={{ display: 'block', marginTop: 4 }}>
          {problem}
        </Typography.Text>
      )}
    </>
  );
}
