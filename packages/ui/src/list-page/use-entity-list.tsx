import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { actionColumn, editDeleteActions, type RowAction } from './action-column';
import type { EntityClient, RecordClient } from './entity-client';
import type { ListPageProps } from './list-page';
import { useFilteredList, type FilteredList } from './use-filtered-list';
import { useRowDelete, type RowDeleteOptions } from './use-row-delete';
import type { UrlFilterCodec } from './use-url-filters';

type Column<T> = Omit<TableColumnType<T>, 'render'>;

export interface EntityListOptions<T extends { id: number }, F> extends Partial<Pick<RowDeleteOptions<T>, 'question' | 'detail'>> {
  /** The entity's calls (entityClient): its page, its delete and, when it has them, the list's PDF and XLSX. */
  api: Pick<RecordClient<T, never, F>, 'list' | 'remove'> & Partial<Pick<EntityClient<T, never, F>, 'pdf' | 'xlsx'>>;
  /** The list's filters, kept in the address. */
  codec: UrlFilterCodec<F>;
  /** Where 'Novo …' and a row's name and 'Editar' lead. */
  paths: { create: string; edit: (id: number) => string };
  /** The header's button ('Novo curso'). */
  createLabel: string;
  /** How a row's buttons name it ('Costura' gives 'Editar Costura'). */
  nameOf: (row: T) => string;
  /**
   * The entity with its article ('o curso', 'a vaga'): the delete asks 'Excluir o curso Costura?' (unless `question`
   * words it otherwise) and says 'Curso excluído!' ('Vaga excluída!').
   */
  noun: string;
}

/** 'o curso' gives 'Curso excluído!', 'a vaga' 'Vaga excluída!'. */
const deletedMessage = (noun: string) => {
  const [article, ...words] = noun.split(' ');
  const name = words.join(' ');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${article === 'a' ? 'excluída' : 'excluído'}!`;
};

export interface EntityList<T, F> extends FilteredList<F, T> {
  /** What ListPage takes from the entity: the page, PDF and XLSX of the filtered list, and 'Novo …'. */
  listPage: Pick<ListPageProps<T & object>, 'list' | 'exports' | 'create'>;
  /** A row's delete, after confirming. */
  remove: (row: T) => Promise<void>;
  /** A column whose text (the cell's value unless `text` gives it) links to the row's form. */
  linkColumn: (column: Column<T>, text?: (row: T) => ReactNode) => TableColumnType<T>;
  /** The 'Ação' column: 'Editar', the row's own buttons (`between`), 'Excluir'. */
  actionsColumn: (column?: Omit<TableColumnType<T>, 'title' | 'key' | 'render'>, between?: (row: T) => readonly RowAction[]) => TableColumnType<T>;
}

/** An entity's list screen: its filtered page, exports, create button, name links and edit/delete buttons, from its client and paths. */
export function useEntityList<T extends { id: number }, F>({ api, codec, paths, createLabel, nameOf, noun, question, detail }: EntityListOptions<T, F>): EntityList<T, F> {
  const navigate = useNavigate();
  const filtered = useFilteredList(codec, api.list);
  const { applied, list } = filtered;
  const remove = useRowDelete<T>({
    question: question ?? ((row) => `Excluir ${noun} ${nameOf(row)}?`),
    detail,
    remove: (row) => api.remove(row.id),
    done: deletedMessage(noun),
    reload: list.reload,
  });
  const { pdf, xlsx } = api;
  return {
    ...filtered,
    listPage: {
      list,
      exports: pdf && xlsx ? { pdf: () => pdf(applied), xlsx: () => xlsx(applied) } : undefined,
      create: { label: createLabel, onClick: () => navigate(paths.create) },
    },
    remove,
    linkColumn: (column, text) => ({ ...column, render: (value: ReactNode, row: T) => <Link to={paths.edit(row.id)}>{text ? text(row) : value}</Link> }),
    actionsColumn: (column, between) =>
      actionColumn<T>((row) => editDeleteActions({ name: nameOf(row), edit: () => navigate(paths.edit(row.id)), remove: () => void remove(row), between: between?.(row) }), column),
  };
}
