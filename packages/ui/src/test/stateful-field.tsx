import { useState, type ReactNode } from 'react';
import { AppProviders } from '../providers';

export interface StatefulFieldProps<V> {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  initial: V;
  /** Told of every change, after the field keeps it. */
  onChange?: (value: V) => void;
  /** The controlled input, given the value and the change handler. */
  children: (value: V, change: (value: V) => void) => ReactNode;
}

/** A controlled input under test, labelled and keeping its own value, inside the app's providers. */
export function StatefulField<V>({ id, label, initial, onChange, children }: StatefulFieldProps<V>) {
  const [value, setValue] = useState<V>(initial);
  const change = (next: V) => {
    setValue(next);
    onChange?.(next);
  };
  return (
    <AppProviders>
      <label htmlFor={id}>{label}</label>
      {children(value, change)}
    </AppProviders>
  );
}
