import { type ForwardingType } from '@sisacte/contracts/acolhimento/forwarding-types';
import { EntityListPage, textFilter } from '@sisacte/ui';
import { FORWARDING_TYPE_PATHS } from '../../shared/paths';
import { forwardingTypeApi } from './api';

/** The title filter, kept in the address (?title=). */
const titleFilter = textFilter('title', { label: 'Título', id: 'tipo-titulo', maxLength: 100 });

/** /admin/tipos-encaminhamento: the referral types, newest first, 20 per page, searched by title. */
export function ForwardingTypeListPage() {
  // a type in use is refused: the server says by how many referrals
  return (
    <EntityListPage<ForwardingType, string>
      title="Tipos de Encaminhamento" section="Acolhimento" api={forwardingTypeApi} filter={titleFilter} paths={FORWARDING_TYPE_PATHS}
      createLabel="Novo tipo" nameOf={(t) => t.title} noun="o tipo de encaminhamento"
      question={(t) => `Excluir o tipo de encaminhamento "${t.title}"?`}
      detail={() => 'Um tipo usado em algum encaminhamento não pode ser excluído.'}
      empty={{ none: 'Nenhum tipo de encaminhamento cadastrado', filtered: 'Nenhum tipo de encaminhamento com esse título' }}
      columns={(types) => [types.linkColumn({ title: 'Título', dataIndex: 'title' }), types.actionsColumn({ width: 110 })]}
    />
  );
}
