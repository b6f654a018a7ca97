import type { ReactNode } from 'react';
import { Flex, Typography, type TableColumnType } from 'antd';
import { Link } from 'react-router-dom';
import { type WelcomedRef } from '@sisacte/contracts/acolhimento/refs';
import { formatDate } from '@sisacte/ui';
import { formatAge, formatCpf } from './format';
import { WELCOMED_PATHS } from './paths';

/** Columns that every table of people shows the same way (list, search modal, family group). */

/** A value that reads wrong broken across lines (a CPF at its hyphen, '36 / anos'). */
const OneLine = ({ children }: { children: ReactNode }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

export const genderColumn = <T extends { gender: string | null }>(): TableColumnType<T> => ({
  title: 'Sexo',
  dataIndex: 'gender',
  render: (v: string | null) => v ?? '—',
});

export const ageColumn = <T extends { age: number | null }>(): TableColumnType<T> => ({
  title: 'Idade',
  dataIndex: 'age',
  render: (v: number | null) => <OneLine>{formatAge(v)}</OneLine>,
});

export const nacionalityColumn = <T extends { nacionality: { nome_pt: string } | null }>(): TableColumnType<T> => ({
  title: 'Nacionalidade',
  key: 'nacionality',
  render: (_, r) => r.nacionality?.nome_pt ?? '—',
});

export const cpfColumn = <T extends { cpf: string | null }>(): TableColumnType<T> => ({
  title: 'CPF',
  dataIndex: 'cpf',
  render: (v: string | null) => (v ? <OneLine>{formatCpf(v)}</OneLine> : '—'),
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

// antd lets table text break inside a word when a column is narrow ('Administrado/r'): these cells wrap between words only.
const WHOLE_WORDS = { overflowWrap: 'normal', wordBreak: 'normal' } as const;

/** A cell of two lines: the value, and a detail in grey under it. */
function TwoLines({ children, detail }: { children: ReactNode; detail?: ReactNode }) {
  return (
    <Flex vertical style={WHOLE_WORDS}>
      <span>{children}</span>
      {detail && (
        <Typography.Text type="secondary" style={WHOLE_WORDS}>
          {detail}
        </Typography.Text>
      )}
    </Flex>
  );
}

/*
 * The people list puts two related facts in one column (date and age, CPF and CRNM, date and author of the
 * register) so that its columns fit beside the sidebar from 1280 px on, wrapped, without scrolling sideways.
 */

/** 'Nascimento': the date of birth, with the age under it. */
export const birthColumn = <T extends { birthdate: string | null; age: number | null }>(): TableColumnType<T> => ({
  title: 'Nascimento',
  key: 'birth',
  render: (_, r) => (r.birthdate ? <TwoLines detail={formatAge(r.age)}>{formatDate(r.birthdate)}</TwoLines> : '—'),
});

/** 'Documentos': the CPF and the CRNM, each on its line with its name. */
export const documentsColumn = <T extends { cpf: string | null; rg: string | null }>(): TableColumnType<T> => ({
  title: 'Documentos',
  key: 'documents',
  render: (_, r) =>
    r.cpf || r.rg ? (
      <Flex vertical style={WHOLE_WORDS}>
        {r.cpf && <DocumentLine name="CPF" value={formatCpf(r.cpf)} />}
        {r.rg && <DocumentLine name="CRNM" value={r.rg} />}
      </Flex>
    ) : (
      '—'
    ),
});

function DocumentLine({ name, value }: { name: string; value: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text type="secondary">{name}</Typography.Text> {value}
    </span>
  );
}

/** 'Cadastro': the date of the register, with who made it under it. */
export const registerColumn = <T extends { date_of_register: string; author: { name: string } | null }>(): TableColumnType<T> => ({
  title: 'Cadastro',
  key: 'register',
  render: (_, r) => <TwoLines detail={r.author?.name && `por ${r.author.name}`}>{formatDate(r.date_of_register)}</TwoLines>,
});

/** The person a record is about: a link to their screen, or their name greyed with '(excluído)' once in the trash. */
export function PersonLink({ person }: { person: WelcomedRef }) {
  return person.status === 'active' ? (
    <Link to={WELCOMED_PATHS.edit(person.id)}>{person.name}</Link>
  ) : (
    <Typography.Text type="secondary">{person.name} (excluído)</Typography.Text>
  );
}

/** The 'Pessoa' column of a record about one person; `cell` says how the person is shown (a PersonLink unless given). */
export const personColumn = <T extends { welcomed: WelcomedRef }>(
  cell: (person: WelcomedRef) => ReactNode = (person) => <PersonLink person={person} />,
  title = 'Pessoa',
  key = 'pessoa',
): TableColumnType<T> => ({ title, key, render: (_, r) => cell(r.welcomed) });
