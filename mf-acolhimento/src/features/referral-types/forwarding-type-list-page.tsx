import { Link, useNavigate } from 'react-router-dom';
import { type ForwardingType } from '@sisacte/contracts/acolhimento/forwarding-types';
import { actionColumn, editDeleteActions, ListPage, textFilter, textFilterCodec, useFilteredList, useRowDelete } from '@sisacte/ui';
import { FORWARDING_TYPE_PATHS } from '../../shared/paths';
import { deleteForwardingType, listForwardingTypes } from './api';

/** The title filter, kept in the address (?title=). */
const titleCodec = textFilterCodec('title', 100);

/** /admin/tipos-encaminhamento: the referral types, newest first, 20 per page, searched by title. */
export function ForwardingTypeListPage() {
  const navigate = useNavigate();
  const { filters, applied: title, list } = useFilteredList(titleCodec, listForwardingTypes);
  // a type in use is refused: the server says by how many referrals
  const remove = useRowDelete<ForwardingType>({
    question: (t) => `Excluir o tipo de encaminhamento "${t.title}"?`,
    detail: () => 'Um tipo usado em algum encaminhamento não pode ser excluído.',
    remove: (t) => deleteForwardingType(t.id),
    done: 'Tipo de encaminhamento excluído!',
    reload: list.reload,
  });

  return (
    <ListPage<ForwardingType>
      title="Tipos de Encaminhamento"
      section="Acolhimento"
      create={{ label: 'Novo tipo', onClick: () => navigate(FORWARDING_TYPE_PATHS.create) }}
      filters={textFilter(filters, { label: 'Título', id: 'tipo-titulo', maxLength: 100 })}
      list={list}
      table={{
        emptyText: title ? 'Nenhum tipo de encaminhamento com esse título' : 'Nenhum tipo de encaminhamento cadastrado',
        columns: [
          { title: 'Título', dataIndex: 'title', render: (v: string, t) => <Link to={FORWARDING_TYPE_PATHS.edit(t.id)}>{v}</Link> },
          actionColumn((t) => editDeleteActions({ name: t.title, edit: () => navigate(FORWARDING_TYPE_PATHS.edit(t.id)), remove: () => void remove(t) }), { width: 110 }),
        ],
      }}
    />
  );
}
