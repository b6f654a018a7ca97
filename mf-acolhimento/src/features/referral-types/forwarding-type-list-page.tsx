import { Button, Input, Row } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { type ForwardingType } from '@sisacte/contracts/acolhimento/forwarding-types';
import { actionColumn, ListPage, type UrlFilterCodec, useConfirm, useNotify, useServerPage, useUrlFilters } from '@sisacte/ui';
import { FORWARDING_TYPE_PATHS } from '../../shared/paths';
import { FilterCol } from '../../shared/welcomed-filters/filter-col';
import { deleteForwardingType, listForwardingTypes } from './api';

interface TypeFilter {
  title: string;
}

const typeFilterCodec: UrlFilterCodec<TypeFilter> = {
  read: (params) => ({ title: (params.get('title') ?? '').trim().slice(0, 100) }),
  write: (values, into) => {
    const next = new URLSearchParams(into);
    const title = values.title.trim();
    if (title) next.set('title', title);
    else next.delete('title');
    return next;
  },
  key: (values) => values.title.trim(),
};

/** /admin/tipos-encaminhamento: the referral types, newest first, 20 per page, searched by title. */
export function ForwardingTypeListPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const notify = useNotify();
  const filters = useUrlFilters(typeFilterCodec);
  const { applied } = filters;
  const list = useServerPage((page) => listForwardingTypes(applied.title, page), filters.key);

  async function remove(type: ForwardingType) {
    if (!(await confirm(`Excluir o tipo de encaminhamento "${type.title}"?`, 'Um tipo usado em algum encaminhamento não pode ser excluído.'))) return;
    try {
      await deleteForwardingType(type.id);
      notify.success('Tipo de encaminhamento excluído!');
      list.reload();
    } catch (error) {
      // in use: the server says by how many referrals
      notify.error(error);
    }
  }

  return (
    <ListPage<ForwardingType>
      title="Tipos de Encaminhamento"
      breadcrumb={[{ title: 'Acolhimento' }, { title: 'Tipos de Encaminhamento' }]}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(FORWARDING_TYPE_PATHS.create)}>
          Novo tipo
        </Button>
      }
      filters={{
        count: applied.title ? 1 : 0,
        onSearch: () => filters.apply(filters.draft),
        onClear: () => filters.reset({ title: '' }),
        fields: (
          <Row gutter={16}>
            <FilterCol label="Título" htmlFor="tipo-titulo" span={12}>
              <Input id="tipo-titulo" value={filters.draft.title} maxLength={100} allowClear
                onChange={(e) => filters.setDraft({ title: e.target.value })} />
            </FilterCol>
          </Row>
        ),
      }}
      list={list}
      table={{
        rowKey: 'id',
        emptyText: applied.title ? 'Nenhum tipo de encaminhamento com esse título' : 'Nenhum tipo de encaminhamento cadastrado',
        columns: [
          { title: 'Título', dataIndex: 'title', render: (v: string, t) => <Link to={FORWARDING_TYPE_PATHS.edit(t.id)}>{v}</Link> },
          actionColumn(
            (t) => [
              { title: 'Editar', label: `Editar ${t.title}`, icon: <EditOutlined />, onClick: () => navigate(FORWARDING_TYPE_PATHS.edit(t.id)) },
              { title: 'Excluir', label: `Excluir ${t.title}`, icon: <DeleteOutlined />, danger: true, onClick: () => void remove(t) },
            ],
            { width: 110 },
          ),
        ],
      }}
    />
  );
}
