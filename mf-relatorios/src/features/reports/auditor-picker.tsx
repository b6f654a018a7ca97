import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Empty, Flex, List, Spin, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { isValidCpfOrCnpj } from '@sisacte/contracts/common/cnpj';
import { useNotify } from '@sisacte/ui';

interface AuditorPickerProps<T> {
  nrInscricao: string;
  /** What the auditor has (called when the panel opens and on 'Consultar novamente'). */
  load: (nrInscricao: string) => Promise<{ items: T[]; note?: string }>;
  keyOf: (item: T) => string;
  describe: (item: T) => ReactNode;
  isSelected: (item: T) => boolean;
  onToggle: (item: T, selected: boolean) => void | Promise<void>;
  download: (item: T) => Promise<void>;
  /** 'auto', 'embargo', 'NDFC': for the labels. */
  noun: string;
  emptyText: string;
}

/**
 * The auditor's documents of the employer, each selectable and downloadable. A failed lookup says so
 * and leaves the report as it is (what was already chosen or typed stays).
 */
export function AuditorPicker<T>({ nrInscricao, load, keyOf, describe, isSelected, onToggle, download, noun, emptyText }: AuditorPickerProps<T>) {
  const notify = useNotify();
  const [state, setState] = useState<{ loading: boolean; items: T[] | null; error: string | null; note?: string }>({ loading: false, items: null, error: null });
  const [seq, setSeq] = useState(0);
  const valid = isValidCpfOrCnpj(nrInscricao);

  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: null }));
    load(nrInscricao).then(
      ({ items, note }) => !cancelled && setState({ loading: false, items, error: null, note }),
      (error: { message?: string }) => !cancelled && setState({ loading: false, items: null, error: error.message ?? 'Falha na consulta.' }),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nrInscricao, valid, seq]);

  if (!valid) return <Alert type="info" showIcon title="Informe um CPF/CNPJ válido no passo 1 para consultar o sistema da auditoria." style={{ marginBottom: 16 }} />;

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {state.error && (
        <Alert
          type="warning"
          showIcon
          title={`A consulta ao sistema da auditoria falhou: ${state.error}`}
          description="O que já foi escolhido ou digitado foi mantido."
          action={<Button size="small" icon={<ReloadOutlined />} onClick={() => setSeq((n) => n + 1)}>Consultar novamente</Button>}
        />
      )}
      {state.loading && <Spin description={`Consultando o sistema da auditoria…`} />}
      {state.items && state.items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
      {state.items && state.items.length > 0 && (
        <List
          bordered
          size="small"
          dataSource={state.items}
          rowKey={keyOf}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button
                  key="download"
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={`Baixar ${noun} ${keyOf(item)}`}
                  onClick={() => download(item).catch((e: unknown) => notify.error(e))}
                >
                  .zip
                </Button>,
              ]}
            >
              <Checkbox checked={isSelected(item)} onChange={(e) => void onToggle(item, e.target.checked)} aria-label={`Selecionar ${noun} ${keyOf(item)}`}>
                {describe(item)}
              </Checkbox>
            </List.Item>
          )}
        />
      )}
      {state.note && <Typography.Text type="secondary">{state.note}</Typography.Text>}
    </Flex>
  );
}
