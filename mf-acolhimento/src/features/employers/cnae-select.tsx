import { useState } from 'react';
import { Select, Spin } from 'antd';
import { type CnaeOption } from '@sisacte/contracts/localization/cnae';
import { useDebouncedSearch } from '@sisacte/ui';
import { searchCnae } from './api';

/** CNAE searches wait 400 ms after the last key, and start at 2 characters (a code prefix or a word). */
export const CNAE_SEARCH_DELAY_MS = 400;
const MIN_LENGTH = 2;

export interface CnaeSelectProps {
  id?: string;
  value: CnaeOption | null;
  onChange: (cnae: CnaeOption | null) => void;
  onBlur?: () => void;
}

const label = (c: CnaeOption) => `${c.cod_subclasse} · ${c.desc_subclasse}`;

/** A CNAE subclass picked by code or description (GET /api/cnae/search). */
export function CnaeSelect({ id, value, onChange, onBlur }: CnaeSelectProps) {
  const [text, setText] = useState('');
  const { typed, found, searching } = useDebouncedSearch(text, searchCnae, MIN_LENGTH, CNAE_SEARCH_DELAY_MS);

  // The chosen CNAE stays among the options, so the select can show it.
  const options = found.map((c) => ({ value: c.cod_subclasse, label: label(c), cnae: c }));
  if (value && !options.some((o) => o.value === value.cod_subclasse)) options.unshift({ value: value.cod_subclasse, label: label(value), cnae: value });

  return (
    <Select<string>
      id={id}
      allowClear
      placeholder="Código ou descrição da atividade"
      value={value?.cod_subclasse}
      options={options}
      showSearch={{ searchValue: text, onSearch: setText, filterOption: false }}
      notFoundContent={searching ? <Spin size="small" /> : typed.length < MIN_LENGTH ? 'Digite o código ou parte da descrição' : 'Nenhuma atividade encontrada'}
      onChange={(code) => {
        onChange(options.find((o) => o.value === code)?.cnae ?? null);
        setText('');
      }}
      onBlur={onBlur}
      style={{ width: '100%' }}
    />
  );
}
