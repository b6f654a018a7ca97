import { Select, Typography } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { grants, ROLES } from '@sisacte/contracts/auth/role-names';
import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import { FieldItem } from '@sisacte/ui';
import { type UserFormValues } from './user-form-values';

/**
 * Whether the ticked roles leave the user seeing only their organizations' complaints (and those they
 * filed): the complaints role without 'Ver todas as denúncias' (the administrator sees them all).
 */
export function seesOnlyOrganizations(roleNames: readonly string[]): boolean {
  return grants(roleNames, ROLES.DENUNCIAS) && !grants(roleNames, ROLES.VISUALIZAR_TODAS_DEMANDAS);
}

function hint(limited: boolean, chosen: number) {
  if (limited && chosen === 0) {
    return (
      <Typography.Text type="warning" role="status">
        Sem &apos;Ver todas as denúncias&apos;, este usuário vê só as denúncias das organizações escolhidas aqui e as que ele mesmo
        cadastrar. Nenhuma organização escolhida: ele não verá as denúncias recebidas.
      </Typography.Text>
    );
  }
  if (limited) return "Sem 'Ver todas as denúncias', este usuário vê só as denúncias destas organizações e as que ele mesmo cadastrar.";
  return "As organizações só limitam quem tem o perfil Denúncias sem 'Ver todas as denúncias'; com os perfis marcados, este usuário não depende delas.";
}

export interface UserOrganizationsFieldProps {
  control: Control<UserFormValues>;
  organizations: Organization[];
  /** The names of the roles ticked now. */
  roleNames: string[];
  /** The organizations chosen now. */
  chosen: number[];
  error?: string;
}

/**
 * The user's organizations: shown when the ticked roles make them matter (see seesOnlyOrganizations),
 * with what they mean for this user, or when some are chosen (so that none is kept out of sight).
 */
export function UserOrganizationsField({ control, organizations, roleNames, chosen, error }: UserOrganizationsFieldProps) {
  const limited = seesOnlyOrganizations(roleNames);
  if (!limited && chosen.length === 0) return null;
  return (
    <Controller name="organizacoes" control={control} render={({ field }) => (
      <FieldItem label="Organizações" htmlFor="user-organizacoes" error={error} extra={hint(limited, chosen.length)}>
        <Select id="user-organizacoes" mode="multiple" allowClear value={field.value} onChange={(v: number[]) => field.onChange(v)}
          options={organizations.map((o) => ({ value: o.id, label: o.sigla ? `${o.sigla} – ${o.nome}` : o.nome }))}
          optionFilterProp="label" placeholder="Nenhuma" />
      </FieldItem>
    )} />
  );
}
