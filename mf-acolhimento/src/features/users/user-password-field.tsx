import { Col, Input } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { FieldItem } from '@sisacte/ui';
import { PasswordStrength, type PasswordVerdict } from '@sisacte/ui/password-strength';
import { type UserFormValues } from './user-form-values';

export interface UserPasswordFieldProps {
  control: Control<UserFormValues>;
  /** Editing: an empty password keeps the current one. */
  editing: boolean;
  /** The meter's verdict on what is typed (usePasswordVerdict with the user's username, name and e-mail). */
  verdict: PasswordVerdict | null;
  error?: string;
}

/** The password, with its strength under it as it is typed (the server's rule: weak ones are refused). */
export function UserPasswordField({ control, editing, verdict, error }: UserPasswordFieldProps) {
  return (
    <Col xs={24} md={12}>
      <Controller name="password" control={control} render={({ field }) => (
        <FieldItem label="Senha" required={!editing} error={error} htmlFor="user-password"
          extra={editing ? 'Deixe em branco para manter a senha atual' : 'Ao menos 8 caracteres; prefira uma frase de palavras pouco comuns'}>
          <Input.Password id="user-password" {...field} maxLength={128} autoComplete="new-password" aria-describedby="user-password-strength" />
          <PasswordStrength verdict={verdict} id="user-password-strength" />
        </FieldItem>
      )} />
    </Col>
  );
}
