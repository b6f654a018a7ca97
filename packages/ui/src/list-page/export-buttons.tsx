import { useState } from 'react';
import { Button } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useNotify } from '../feedback';

export interface ExportButtonsProps {
  /** Opens the PDF of what the list shows (api-client `openPdf`); no button without it. */
  pdf?: () => Promise<void>;
  /** Saves the XLSX of what the list shows (api-client `saveFile`); no button without it. */
  xlsx?: () => Promise<void>;
  pdfLabel?: string;
  xlsxLabel?: string;
}

/**
 * 'Relatório PDF' and 'Exportar XLSX' of a list: one export at a time, the running one shows progress,
 * a failure is notified. Renders the buttons without a wrapper, to sit among the header's other actions.
 */
export function ExportButtons({ pdf, xlsx, pdfLabel = 'Relatório PDF', xlsxLabel = 'Exportar XLSX' }: ExportButtonsProps) {
  const notify = useNotify();
  const [running, setRunning] = useState<'pdf' | 'xlsx' | null>(null);

  async function run(kind: 'pdf' | 'xlsx', action: () => Promise<void>) {
    setRunning(kind);
    try {
      await action();
    } catch (error) {
      notify.error(error);
    } finally {
      setRunning(null);
    }
  }

  return (
    <>
      {pdf && (
        <Button icon={<FilePdfOutlined />} loading={running === 'pdf'} disabled={running !== null} onClick={() => run('pdf', pdf)}>
          {pdfLabel}
        </Button>
      )}
      {xlsx && (
        <Button icon={<FileExcelOutlined />} loading={running === 'xlsx'} disabled={running !== null} onClick={() => run('xlsx', xlsx)}>
          {running === 'xlsx' ? 'Gerando planilha…' : xlsxLabel}
        </Button>
      )}
    </>
  );
}
