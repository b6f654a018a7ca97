import { useState } from 'react';
import { Button, Input, Select, Space, Table } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Link } from 'react-router-dom';
import type { ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';
import { ODC_DEFAULT_SITUACAO, ODC_SITUACOES, type OdcSituacao } from '@sisacte/contracts/denuncias/operations';
import { useConfirm, useNotify } from '@sisacte/ui';
import { ComplaintStatusTag } from '../../shared/complaint-status-tag';
import { DENUNCIAS_PATHS } from '../../paths';
import { deleteOdc } from './api';
import { ComplaintPicker } from './complaint-picker';

/** One included complaint as the form holds it (id: the saved inclusion, absent until saved). */
export interface OdcValue {
  id?: number;
  situacao: OdcSituacao;
  texto: string;
  /** What the server had (Fiscalizada cannot go back). */
  savedSituacao?: OdcSituacao;
  complaint: { id: number; numerodemanda: string; nomefantasia: string; status: ComplaintStatus; cidade: string };
}

export interface ComplaintsPanelProps {
  value: OdcValue[];
  onChange: (value: OdcValue[]) => void;
  /** The operation can no longer change (Concluída, Cancelada). */
  readOnly: boolean;
}

/** Panel 3: the complaints included, each with its situacao and a text; added with the complaint list's filters. */
export function ComplaintsPanel({ value, onChange, readOnly }: ComplaintsPanelProps) {
  const [picking, setPicking] = useState(false);
  const confirm = useConfirm();
  const notify = useNotify();
  const set = (index: number, patch: Partial<OdcValue>) => onChange(value.map((o, i) => (i === index ? { ...o, ...patch } : o)));

  async function remove(index: number) {
    const o = value[index]!;
    if (o.id) {
      if (!(await confirm(`Retirar a denúncia ${o.complaint.numerodemanda} da operação?`, 'Ela volta a "Protocolada".', 'Retirar'))) return;
      try {
        await deleteOdc(o.id);
        notify.success(`Denúncia ${o.complaint.numerodemanda} retirada da operação`);
      } catch (error) {
        notify.error(error);
        return;
      }
    }
    onChange(value.filter((_, i) => i !== index));
  }

  return (
    <>
      <Table<OdcValue>
        size="small"
        rowKey={(o) => o.complaint.id}
        dataSource={value}
        pagination={false}
        scroll={{ x: 760 }}
        aria-label="Denúncias incluídas"
        locale={{ emptyText: 'Nenhuma denúncia incluída' }}
        columns={[
          { title: 'Protocolo', key: 'protocolo', render: (_, o) => <Link to={DENUNCIAS_PATHS.perfil(o.complaint.id)} style={{ whiteSpace: 'nowrap' }}>{o.complaint.numerodemanda}</Link> },
          { title: 'Estabelecimento', key: 'nome', render: (_, o) => `${o.complaint.nomefantasia} (${o.complaint.cidade})` },
          { title: 'Denúncia', key: 'status', render: (_, o) => <ComplaintStatusTag status={o.complaint.status} /> },
          {
            title: 'Situação na operação',
            key: 'situacao',
            width: 190,
            render: (_, o, i) => (
              <Select<OdcSituacao>
                aria-label={`Situação de ${o.complaint.numerodemanda}`}
                style={{ width: '100%' }}
                value={o.situacao}
                disabled={readOnly || o.savedSituacao === 'Fiscalizada'}
                options={ODC_SITUACOES.map((s) => ({ value: s, label: s }))}
                onChange={(situacao) => set(i, { situacao })}
              />
            ),
          },
          {
            title: 'Texto',
            key: 'texto',
            render: (_, o, i) => (
              <Input.TextArea aria-label={`Texto de ${o.complaint.numerodemanda}`} value={o.texto} maxLength={2000} autoSize={{ minRows: 1, maxRows: 4 }} disabled={readOnly}
                onChange={(e) => set(i, { texto: e.target.value })} />
            ),
          },
          {
            title: 'Ação',
            key: 'acao',
            width: 70,
            render: (_, o, i) => (
              <Button danger icon={<DeleteOutlined />} aria-label={`Retirar ${o.complaint.numerodemanda}`} disabled={readOnly || o.savedSituacao === 'Fiscalizada'} onClick={() => void remove(i)} />
            ),
          },
        ]}
      />
      {!readOnly && (
        <Space style={{ marginTop: 12 }}>
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
            Adicionar denúncias
          </Button>
        </Space>
      )}
      <ComplaintPicker
        open={picking}
        included={new Set(value.map((o) => o.complaint.id))}
        onClose={() => setPicking(false)}
        onAdd={(chosen) =>
          onChange([
            ...value,
            ...chosen.map((c) => ({
              situacao: ODC_DEFAULT_SITUACAO,
              texto: '',
              complaint: { id: c.id, numerodemanda: c.numerodemanda, nomefantasia: c.nomefantasia, status: c.status, cidade: `${c.municipio.nome}/${c.uf}` },
            })),
          ])
        }
      />
    </>
  );
}
