import { Button } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from '../../paths';
import { HistoryList } from './history-list';

/** /admin/historico/{id}: the complaint's history (author, time, before and after). */
export function ComplaintHistoryPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Histórico da denúncia"
        breadcrumb={[{ title: 'Denúncias' }, { title: 'Histórico' }]}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(DENUNCIAS_PATHS.perfil(id))}>
            Voltar para a denúncia
          </Button>
        }
      />
      <HistoryList complaintId={id} />
    </>
  );
}
