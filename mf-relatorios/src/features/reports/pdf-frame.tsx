import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import { fetchReportPdf } from './api';

/** The report's PDF (GET /api/relatorio/report/{id}) inside the page, from a blob URL. */
export function PdfFrame({ id, version }: { id: number; version: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let created: string | null = null;
    let cancelled = false;
    setUrl(null);
    setError(null);
    fetchReportPdf(id).then(
      (blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      },
      (e: { message?: string }) => !cancelled && setError(e.message ?? 'Não foi possível gerar o PDF.'),
    );
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [id, version]);
  if (error) return <Alert type="error" showIcon title={error} />;
  if (!url) return <Spin description="Gerando o PDF…" />;
  return <iframe title={`Relatório nº ${id} em PDF`} src={url} style={{ width: '100%', height: '75vh', border: '1px solid #d9d9d9', borderRadius: 6 }} />;
}
