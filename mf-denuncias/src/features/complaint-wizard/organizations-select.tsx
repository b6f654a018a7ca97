import { Select } from 'antd';
import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import { useT } from '../../i18n';

interface OrganizationsSelectProps {
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  organizations: readonly Organization[];
}

/** The organizations a staff creator files the complaint under (never shown to the public, so loaded apart). */
export function OrganizationsSelect({ value, onChange, organizations }: OrganizationsSelectProps) {
  const { t } = useT();
  return (
    <Select
      id="organizacoes"
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      options={organizations.map((o) => ({ value: o.id, label: o.sigla ? `${o.sigla} — ${o.nome}` : o.nome }))}
      optionFilterProp="label"
      placeholder={t('establishment.organizationsPlaceholder')}
    />
  );
}
