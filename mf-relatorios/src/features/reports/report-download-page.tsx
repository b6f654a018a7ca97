import { Button, Card, Flex } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader, useNotify } from '@sisacte/ui';
import { saveReportPdf } from './api';
import { PdfFrame } from './pdf-frame';
import { REPORT_PATHS } from './paths';

/** /admin/relatorios/download/{id}: the report's PDF in the page, to read or save. */
export function ReportDownloadPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <>
      <PageHeader title={`Relatório nº ${id} em PDF`} breadcrumb={[{ title: 'Relatórios' }, { title: 'PDF' }]} />
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<DownloadOutlined />} onClick={() => saveReportPdf(id).catch((e: unknown) => notify.error(e))}>
            Baixar PDF
          </Button>
          <Button icon={<EditOutlined />} onClick={() => navigate(REPORT_PATHS.edit(id))}>
            Editar
          </Button>
        </Flex>
        <PdfFrame id={id} version={0} />
      </Card>
    </>
  );
}
