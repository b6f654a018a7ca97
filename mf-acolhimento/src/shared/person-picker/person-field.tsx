import { Input } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldItem } from '@sisacte/ui';
import { PersonAutocomplete, type PersonOption } from './person-autocomplete';

export interface PersonFieldProps<T extends FieldValues & { welcomed: PersonOption | null }> {
  control: Control<T>;
  /** The field's id, which the label points at. */
  id: string;
  error?: string;
  /** The person cannot be changed: their name, read-only. */
  fixed: boolean;
}

/** The 'Pessoa' of a record about one person (a stay, a referral): picked by name, or fixed. */
export function PersonField<T extends FieldValues & { welcomed: PersonOption | null }>({ control, id, error, fixed }: PersonFieldProps<T>) {
  return (
    <Controller name={'welcomed' as Path<T>} control={control} render={({ field }) => (
      <FieldItem label="Pessoa" required htmlFor={id} error={error}>
        {fixed ? (
          <Input id={id} value={(field.value as PersonOption | null)?.name ?? ''} disabled />
        ) : (
          <PersonAutocomplete id={id} value={field.value as PersonOption | null} onChange={field.onChange} onBlur={field.onBlur} status={error ? 'error' : undefined} />
        )}
      </FieldItem>
    )} />
  );
}
