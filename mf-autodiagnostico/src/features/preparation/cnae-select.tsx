import { useEffect, useState } from 'react';
import { Select } from 'antd';
import type { CnaeOption } from '@sisacte/contracts/localization/cnae';
import { preparationApi } from './api';
import { useMessage, useT } from '../../i18n';

/** Searches wait this long after the last key, so typing sends one request. */
export const CNAE_SEARCH_DELAY_MS = 400;

export const formatCnae = (code: string) => (code.length === 7 ? `${code.slice(0, 4)}-${code.slice(4, 5)}/${code.slice(5)}` : code);

/** The CNAE subclass of the establishment, searched by code or description (the public search of the self-diagnosis). */
export function CnaeSelect({ id, value, onChange, status }: { id: string; value: string | null; onChange: (code: string | null) => void; status?: 'error' }) {
  const { t, i18n } = useT();
  const message = useMessage();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<CnaeOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) return;
    let active = true;
    const timer = setTimeout(() => {
      setLoading(true);
      preparationApi.cnae(query).then(
        (found) => active && (setOptions(found), setError(null)),
        (e: Error) => active && setError(e.message),
      ).finally(() => active && setLoading(false));
    }, CNAE_SEARCH_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [text]);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value ?? undefined}
      onChange={(v: string | undefined) => onChange(v ?? null)}
      allowClear
      loading={loading}
      status={status}
      placeholder={t('cnae.placeholder')}
      notFoundContent={error ? message(error) : text.trim().length < 2 ? t('cnae.typeMore') : loading ? t('cnae.searching') : t('cnae.none')}
      aria-describedby={i18n.language === 'pt' ? undefined : `${id}-idioma`}
      // the CNAE table exists only in Portuguese: its descriptions are marked so for screen readers
      options={options.map((o) => ({
        value: o.cod_subclasse.replace(/\D/g, ''),
        label: <span lang="pt-BR">{`${formatCnae(o.cod_subclasse.replace(/\D/g, ''))} — ${o.desc_subclasse}`}</span>,
      }))}
      style={{ width: '100%' }}
    />
  );
}
