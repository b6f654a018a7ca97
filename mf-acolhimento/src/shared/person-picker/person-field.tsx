import { Input } from 'antd';
import { type Control, type FieldValues, type Path } from 'react-hook-form';
import { ControlledField, type FieldColumns } from '../controlled-field';
import { PersonAutocomplete, type PersonOption } from './person-autocomplete';

export interface PersonFieldProps<T extends FieldValues & { welcomed: PersonOption | null }> {
  control: Control<T>;
  /** The field's id, which the label points at. */
  id: string;
  error?: string;
  /** The person cannot be changed: their name, read-only. */
  fixed: boolean;
  /** The columns the field takes in its row (the whole row on phones). */
  col: FieldColumns;
}

/** The 'Pessoa' of a record about one person (a stay, a referral): picked by name, or fixed. */
export function PersonField<T extends FieldValues & { welcomed: PersonOption | null }>({ control, id, error, fixed, col }: PersonFieldProps<T>) {
  return (
    <ControlledField control={control} name={'welcomed' as Path<T>} id={id} label="Pessoa" required error={error} col={col}>
      {(field) => fixed ? (
        <Input id={id} value={(field.value as PersonOption | null)?.name ?? ''} disabled />
      ) : (
        <PersonAutocomplete id={id} value={field.value as PersonOption | null} onChange={field.onChange} onBlur={field.onBlur} status={error ? 'error' : undefined} />
      )}
    </ControlledField>
  );
}
