import { useEffect, useState, type ReactNode } from 'react';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { CitySelect, LazyDateField, StateSelect } from '@sisacte/ui';
import { CLOSING_FORECAST_LABELS, CLOSING_FORECAST_OPTIONS } from '@sisacte/contracts/denuncias/complaint-list';
import { COMPLAINT_LANGUAGE_NAMES, COMPLAINT_LANGUAGES, COMPLAINT_STATUSES } from '@sisacte/contracts/denuncias/complaints';
import { type Organization } from '@sisacte/contracts/denuncias/organizations';
import { AreaFilterMap } from '@sisacte/ui/map';
import { listOrganizations } from './api';
import { type ComplaintFilterValues } from './complaint-filters';

export interface ComplaintFilterFieldsProps {
  value: ComplaintFilterValues;
  onChange: (value: ComplaintFilterValues) => void;
}

const FORECAST_OPTIONS = CLOSING_FORECAST_OPTIONS.map((v) => ({ value: v, label: CLOSING_FORECAST_LABELS[v] }));
const STATUS_OPTIONS = COMPLAINT_STATUSES.map((s) => ({ value: s, label: s }));
const LANGUAGE_OPTIONS = COMPLAINT_LANGUAGES.map((l) => ({ value: l, label: COMPLAINT_LANGUAGE_NAMES[l] }));

function Field({ id, label, span, children }: { id: string; label: string; span: { xs: number; md: number; lg: number }; children: ReactNode }) {
  return (
    <Col {...span}>
      <Form.Item label={label} htmlFor={id} style={{ marginBottom: 12 }}>
        {children}
      </Form.Item>
    </Col>
  );
}
const narrow = { xs: 12, md: 6, lg: 4 };
const wide = { xs: 24, md: 12, lg: 8 };

/**
 * The complaint lists' filters: creation dates, IRTE score range, closing forecast, state and city,
 * organization, status, the language it was filed in (to route it to someone who speaks it), and the map area.
 */
export function ComplaintFilterFields({ value, onChange }: ComplaintFilterFieldsProps) {
  const set = (patch: Partial<ComplaintFilterValues>) => onChange({ ...value, ...patch });
  const [organizations, setOrganizations] = useState<Organization[]>([]);
  useEffect(() => {
    listOrganizations().then(setOrganizations, () => setOrganizations([]));
  }, []);
  const score = (key: 'score_ini' | 'score_fim') => (
    <InputNumber id={`denuncia-${key}`} min={0} precision={0} style={{ width: '100%' }} value={value[key] === '' ? null : Number(value[key])}
      onChange={(v) => set({ [key]: v === null || v === undefined ? '' : String(v) })} />
  );
  return (
    // the grid's labels above their fields; the filter box's own <form> submits
    <Form layout="vertical" component={false}>
      <Row gutter={12}>
        <Field id="denuncia-data-ini" label="Cadastro a partir de" span={narrow}>
          <LazyDateField id="denuncia-data-ini" value={value.data_ini || null} onChange={(v) => set({ data_ini: v ?? '' })} />
        </Field>
        <Field id="denuncia-data-fim" label="Cadastro até" span={narrow}>
          <LazyDateField id="denuncia-data-fim" value={value.data_fim || null} onChange={(v) => set({ data_fim: v ?? '' })} />
        </Field>
        <Field id="denuncia-score_ini" label="Pontuação IRTE mínima" span={narrow}>
          {score('score_ini')}
        </Field>
        <Field id="denuncia-score_fim" label="Pontuação IRTE máxima" span={narrow}>
          {score('score_fim')}
        </Field>
        <Field id="denuncia-encerramento" label="Previsão de encerramento" span={wide}>
          <Select id="denuncia-encerramento" allowClear placeholder="Qualquer" options={FORECAST_OPTIONS} value={value.encerramento || undefined}
            onChange={(v?: string) => set({ encerramento: v ?? '' })} />
        </Field>
        <Field id="denuncia-uf" label="Estado (UF)" span={narrow}>
          <StateSelect id="denuncia-uf" valueKey="uf" allowClear placeholder="Todos" value={value.uf || null}
            onChange={(uf) => set({ uf: uf ?? '', municipio: '', municipio_nome: '' })} />
        </Field>
        <Field id="denuncia-municipio" label="Município" span={wide}>
          <CitySelect id="denuncia-municipio" uf={value.uf || null} value={value.municipio ? Number(value.municipio) : null}
            initialOption={value.municipio ? { id: Number(value.municipio), nome: value.municipio_nome || value.municipio } : null}
            onChange={(id, city) => set({ municipio: id ? String(id) : '', municipio_nome: city?.nome ?? '' })} />
        </Field>
        <Field id="denuncia-organizacao" label="Organização" span={wide}>
          <Select id="denuncia-organizacao" allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="Todas" value={value.organizacao ? Number(value.organizacao) : undefined}
            options={organizations.map((o) => ({ value: o.id, label: o.sigla ? `${o.sigla} — ${o.nome}` : o.nome }))}
            onChange={(v?: number) => set({ organizacao: v ? String(v) : '' })} />
        </Field>
        <Field id="denuncia-status" label="Situação" span={narrow}>
          <Select id="denuncia-status" allowClear placeholder="Todas" options={STATUS_OPTIONS} value={value.status || undefined}
            onChange={(v?: string) => set({ status: v ?? '' })} />
        </Field>
        <Field id="denuncia-idioma" label="Idioma" span={narrow}>
          <Select id="denuncia-idioma" allowClear placeholder="Todos" options={LANGUAGE_OPTIONS} value={value.idioma || undefined}
            onChange={(v?: string) => set({ idioma: v ?? '' })} />
        </Field>
      </Row>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>Área no mapa</legend>
        <AreaFilterMap value={value.area} onChange={(area) => set({ area })} />
      </fieldset>
    </Form>
  );
}
