import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { INFORMAL_COUNT_FIELDS, INFORMAL_MONEY_FIELDS, REPORT_LIMITS } from '@sisacte/contracts/relatorios/reports';
import { MoneyInput } from '@sisacte/ui';
import type { InformalDraft } from './draft';
import type { PanelProps } from './panel-main';

/** Panel 3: workers found without registration (by sex, minors, foreigners, rescued) and the amounts paid at the rescue. */
export function PanelInformal({ draft, change }: PanelProps) {
  const t = draft.trabalho_informal;
  const set = (key: keyof InformalDraft, value: number | null) => change((d) => ({ trabalho_informal: { ...d.trabalho_informal, [key]: value } }));
  const total = (t.homens ?? 0) + (t.mulheres ?? 0);
  return (
    <Form layout="vertical" component="div">
      <Typography.Paragraph type="secondary">Preencha todos os números (0 quando não houver). Total de trabalhadores sem registro: {total}.</Typography.Paragraph>
      <Row gutter={16}>
        {(Object.entries(INFORMAL_COUNT_FIELDS) as [keyof InformalDraft, string][]).map(([key, label]) => (
          <Col xs={24} sm={12} lg={8} key={key}>
            <Form.Item label={label} htmlFor={`informal-${key}`} required>
              <InputNumber id={`informal-${key}`} style={{ width: '100%' }} min={0} max={REPORT_LIMITS.workers} precision={0} value={t[key]} onChange={(v) => set(key, v)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        {(Object.entries(INFORMAL_MONEY_FIELDS) as [keyof InformalDraft, string][]).map(([key, label]) => (
          <Col xs={24} sm={12} lg={8} key={key}>
            <Form.Item label={label} htmlFor={`informal-${key}`} required>
              <MoneyInput id={`informal-${key}`} min={0} max={999_999_999_999} value={t[key]} onChange={(v) => set(key, v)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
}
