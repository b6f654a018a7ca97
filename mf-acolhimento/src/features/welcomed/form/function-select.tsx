import { useEffect, useState } from 'react';
import { Button, Divider, Select } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type WelcomedFunction } from '@sisacte/contracts/acolhimento/functions';
import { WELCOMED_MESSAGES } from '@sisacte/contracts/acolhimento/welcomed';
import { foldText, useNotify } from '@sisacte/ui';
import { createFunction, listFunctions } from '../../../shared/lookups-api';

export interface FunctionSelectProps {
  id?: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** The person's current functions (names shown before the list loads). */
  initial?: WelcomedFunction[];
  disabled?: boolean;
  /** Shows the person's functions only (disabled): the list, Acolhimento's, is not loaded. */
  readOnly?: boolean;
}

/** Professions/functions: pick several; a name that is not in the list can be created on the spot (POST /api/function/create). */
export function FunctionSelect({ id, value, onChange, initial = [], disabled, readOnly = false }: FunctionSelectProps) {
  const notify = useNotify();
  const [all, setAll] = useState<WelcomedFunction[]>(initial);
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (readOnly) return;
    listFunctions()
      .then((list) => setAll((before) => merge(list, before)))
      .catch(notify.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const typed = text.trim();
  const exists = all.some((f) => foldText(f.name) === foldText(typed));

  async function create() {
    setCreating(true);
    try {
      const created = await createFunction({ name: typed });
      setAll((before) => merge(before, [created]));
      onChange([...value, created.id]);
      setText('');
      notify.success(WELCOMED_MESSAGES.FUNCTION_CREATED);
    } catch (error) {
      notify.error(error);
    } finally {
      setCreating(false);
    }
  }

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      disabled={disabled || readOnly}
      placeholder="Escolha ou digite para criar"
      value={value}
      onChange={(ids) => onChange(ids)}
      options={all.map((f) => ({ value: f.id, label: f.name }))}
      showSearch={{
        searchValue: text,
        onSearch: setText,
        filterOption: (input, option) => foldText(String(option?.label ?? '')).includes(foldText(input.trim())),
      }}
      notFoundContent={typed ? 'Nenhuma profissão com esse nome' : 'Nenhuma profissão cadastrada'}
      popupRender={(menu) => (
        <>
          {menu}
          {typed.length >= 2 && !exists && (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <Button type="link" icon={<PlusOutlined />} loading={creating} onMouseDown={(e) => e.preventDefault()} onClick={create}>
                Criar profissão “{typed}”
              </Button>
            </>
          )}
        </>
      )}
    />
  );
}

function merge(a: WelcomedFunction[], b: WelcomedFunction[]): WelcomedFunction[] {
  const byId = new Map([...a, ...b].map((f) => [f.id, f]));
  return [...byId.values()].sort((x, y) => x.name.localeCompare(y.name, 'pt-BR'));
}
