import { useState } from 'react';
import { Select, Spin } from 'antd';
import { SIMILAR_NAME_MIN_LENGTH, type SimilarWelcomed } from '@sisacte/contracts/acolhimento/welcomed';
import { formatDate, useDebouncedSearch } from '@sisacte/ui';
import { searchPeople } from './api';

/** Name searches wait 400 ms after the last key, so typing sends one request. */
export const PERSON_SEARCH_DELAY_MS = 400;

export interface PersonOption {
  id: number;
  name: string;
}

export interface PersonAutocompleteProps {
  id?: string;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
  onBlur?: () => void;
  status?: 'error';
}

const describe = (p: SimilarWelcomed) =>
  [p.name, p.birthdate && `nasc. ${formatDate(p.birthdate)}`, p.nacionality?.nome_pt].filter(Boolean).join(' · ');

/** An active person picked by name: the search starts at 3 letters, 400 ms after the last key. */
export function PersonAutocomplete({ id, value, onChange, onBlur, status }: PersonAutocompleteProps) {
  const [text, setText] = useState('');
  const { typed, found, searching } = useDebouncedSearch(text, searchPeople, SIMILAR_NAME_MIN_LENGTH, PERSON_SEARCH_DELAY_MS);

  // The chosen person stays among the options, so the select can show their name.
  const options = found.map((p) => ({ value: p.id, label: describe(p), name: p.name }));
  if (value && !options.some((o) => o.value === value.id)) options.unshift({ value: value.id, label: value.name, name: value.name });

  return (
    <Select<number>
      id={id}
      allowClear
      status={status}
      placeholder="Digite ao menos 3 letras do nome"
      value={value?.id}
      options={options}
      optionLabelProp="name"
      showSearch={{ searchValue: text, onSearch: setText, filterOption: false }}
      notFoundContent={searching ? <Spin size="small" /> : typed.length < SIMILAR_NAME_MIN_LENGTH ? 'Digite ao menos 3 letras do nome' : 'Nenhuma pessoa ativa com esse nome'}
      onChange={(personId) => {
        const picked = options.find((o) => o.value === personId);
        onChange(picked ? { id: picked.value, name: picked.name } : null);
        setText('');
      }}
      onBlur={onBlur}
      style={{ width: '100%' }}
    />
  );
}
