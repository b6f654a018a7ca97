import { type ForwardingType } from '@sisacte/contracts/acolhimento/forwarding-types';
import { ListPage, textFilter, textFilterCodec, useEntityList } from '@sisacte/ui';
import { FORWARDING_TYPE_PATHS } from '../../shared/paths';
import { forwardingTypeApi } from './api';

/** The title filter, kept in the address (?title=). */
const titleCodec = textFilterCodec('title', 100);

/** /admin/tipos-encaminhamento: the referral types, newest first, 20 per page, searched by title. */
export function ForwardingTypeListPage() {
  // a type in use is refused: the server says by how many referrals
  const types = useEntityList<ForwardingType, string>({
    api: forwardingTypeApi, codec: titleCodec, paths: FORWARDING_TYPE_PATHS, createLabel: 'Novo tipo', nameOf: (t) => t.title, noun: 'o tipo de encaminhamento',
    question: (t) => `Excluir o tipo de encaminhamento "${t.title}"?`,
    detail: () => 'Um tipo usado em algum encaminhamento não pode ser excluído.',
  });

  return (
    <ListPage<ForwardingType>
      title="Tipos de Encaminhamento"
      section="Acolhimento"
      {...types.listPage}
      filters={textFilter(types.filters, { label: 'Título', id: 'tipo-titulo', maxLength: 100 })}
      table={{
        emptyText: types.applied ? 'Nenhum tipo de encaminhamento com esse título' : 'Nenhum tipo de encaminhamento cadastrado',
        columns: [types.linkColumn({ title: 'Título', dataIndex: 'title' }), types.actionsColumn({ width: 110 })],
      }}
    />
  );
}
