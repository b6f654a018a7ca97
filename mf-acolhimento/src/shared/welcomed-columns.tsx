import type { TableColumnType } from 'antd';
import { formatDate } from '@sisacte/ui';
import { formatAge, formatCpf } from './format';

/** Columns that every table of people shows the same way (list, search modal, family group). */

export const genderColumn = <T extends { gender: string | null }>(): TableColumnType<T> => ({
  title: 'Sexo',
  dataIndex: 'gender',
  render: (v: string | null) => v ?? '—',
});

export const ageColumn = <T extends { age: number | null }>(): TableColumnType<T> => ({
  title: 'Idade',
  dataIndex: 'age',
  render: (v: number | null) => formatAge(v),
});

export const nacionalityColumn = <T extends { nacionality: { nome_pt: string } | null }>(): TableColumnType<T> => ({
  title: 'Nacionalidade',
  key: 'nacionality',
  render: (_, r) => r.nacionality?.nome_pt ?? '—',
});

export const cpfColumn = <T extends { cpf: string | null }>(): TableColumnType<T> => ({
  title: 'CPF',
  dataIndex: 'cpf',
  render: (v: string | null) => (v ? formatCpf(v) : '—'),
});

export const birthdateColumn = <T extends { birthdate: string | null }>(): TableColumnType<T> => ({
  title: 'Dt. Nascimento',
  dataIndex: 'birthdate',
  render: (v: string | null) => formatDate(v) || '—',
});

/** 'Monitoramento' column: how many monitoring visits the person has. */
function monitoringLabel(monitors: number): string {
  if (!monitors) return 'Não monitorado';
  return monitors === 1 ? '1 monitoramento' : `${monitors} monitoramentos`;
}

export const monitoringColumn = <T extends { monitors: number }>(): TableColumnType<T> => ({
  title: 'Monitoramento',
  dataIndex: 'monitors',
  render: (v: number) => monitoringLabel(v),
});

export const registerDateColumn = <T extends { date_of_register: string }>(): TableColumnType<T> => ({
  title: 'Dt. Cadastro',
  dataIndex: 'date_of_register',
  render: (v: string) => formatDate(v),
});
