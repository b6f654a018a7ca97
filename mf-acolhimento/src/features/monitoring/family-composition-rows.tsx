import { Button, Col, Empty, Flex, Grid, Input, InputNumber, Row, Tooltip } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { MAX_FAMILY_COMPOSITION } from '@sisacte/contracts/acolhimento/monitors';
import { useConfirm, useNotify } from '@sisacte/ui';
import { ControlledField } from '../../shared/controlled-field';
import { deleteFamilyRow } from './api';
import { type MonitorFormValues } from './monitor-form-values';

export interface FamilyCompositionRowsProps {
  control: Control<MonitorFormValues>;
  errors: FieldErrors<MonitorFormValues>['family_composition'];
  setValue: UseFormSetValue<MonitorFormValues>;
  /** The form is read-only (a person in the trash). */
  readOnly?: boolean;
}

/**
 * Who lives with the person: one row each (name, relation, age). A stored row is shown locked ('disabled')
 * until 'Editar'; removing a stored row asks first and deletes it on the server at once.
 */
export function FamilyCompositionRows({ control, errors, setValue, readOnly }: FamilyCompositionRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'family_composition', keyName: 'key' });
  // the rows as they are now ('Editar' changes a row's lock, which `fields` does not follow)
  const current = useWatch({ control, name: 'family_composition' });
  const confirm = useConfirm();
  const notify = useNotify();
  // beside the fields on wider screens (level with the inputs), under them on a phone
  const { md } = Grid.useBreakpoint();

  async function removeRow(index: number) {
    const row = fields[index]!;
    if (row.id === undefined) {
      remove(index);
      return;
    }
    if (!(await confirm(`Excluir ${current?.[index]?.name || row.name || 'este membro'} da composição familiar?`, 'O membro é excluído deste monitoramento agora.'))) return;
    try {
      await deleteFamilyRow(row.id);
      remove(index);
      notify.success('Membro da composição familiar excluído!');
    } catch (error) {
      notify.error(error);
    }
  }

  return (
    <Flex vertical gap={8} role="list" aria-label="Composição familiar">
      {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ninguém na composição familiar" />}
      {fields.map((row, i) => {
        const stored = current?.[i] ?? row;
        const locked = readOnly || stored.disabled;
        const id = (name: string) => `familia-${i}-${name}`;
        const label = stored.name || `membro ${i + 1}`;
        return (
          <Row key={row.key} gutter={12} align="top" role="listitem" aria-label={`Membro ${i + 1} da composição familiar`}>
            <ControlledField control={control} name={`family_composition.${i}.name`} id={id('nome')} label="Nome" required error={errors?.[i]?.name?.message} col={{ md: 10 }}>
              {(field, fieldId) => <Input id={fieldId} {...field} maxLength={150} disabled={locked} />}
            </ControlledField>
            <ControlledField control={control} name={`family_composition.${i}.relation`} id={id('parentesco')} label="Parentesco" error={errors?.[i]?.relation?.message}
              col={{ xs: 14, md: 7 }}>
              {(field, fieldId) => <Input id={fieldId} {...field} maxLength={60} disabled={locked} placeholder="Filho(a), cônjuge…" />}
            </ControlledField>
            <ControlledField control={control} name={`family_composition.${i}.age`} id={id('idade')} label="Idade" error={errors?.[i]?.age?.message} col={{ xs: 10, md: 3 }}>
              {(field, fieldId) => (
                <InputNumber id={fieldId} min={0} max={150} precision={0} style={{ width: '100%' }} disabled={locked}
                  value={field.value} onChange={(v) => field.onChange(v ?? null)} onBlur={field.onBlur} />
              )}
            </ControlledField>
            <Col xs={24} md={4}>
              <Flex gap={8} style={{ paddingTop: md ? 30 : 0, marginBottom: md ? 0 : 16 }} justify="end">
                {stored.disabled && !readOnly && (
                  <Tooltip title="Editar">
                    <Button aria-label={`Editar ${label}`} icon={<EditOutlined />}
                      onClick={() => setValue(`family_composition.${i}.disabled`, false, { shouldDirty: true })} />
                  </Tooltip>
                )}
                {!readOnly && (
                  <Tooltip title="Excluir">
                    <Button danger aria-label={`Excluir ${label} da composição familiar`} icon={<DeleteOutlined />} onClick={() => void removeRow(i)} />
                  </Tooltip>
                )}
              </Flex>
            </Col>
          </Row>
        );
      })}
      {!readOnly && (
        <div>
          <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_FAMILY_COMPOSITION}
            onClick={() => append({ name: '', relation: '', age: null, disabled: false })}>
            Adicionar membro
          </Button>
        </div>
      )}
    </Flex>
  );
}
