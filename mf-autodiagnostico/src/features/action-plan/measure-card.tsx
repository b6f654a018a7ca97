import { useState } from 'react';
import { Button, Input } from 'antd';
import { type Measure, measureSaveSchema } from '@sisacte/contracts/autodiagnostico/action-plan';
import { LazyDateField, useSuccessDialog } from '@sisacte/ui';
import { actionPlanApi } from './api';
import { useMessage, useT } from '../../i18n';
import { useErrorNotice } from '../../shared/error-dialog';
import { riskStyle } from '../../shared/risk';
import { measureErrors, type MeasureDraft } from './measure-draft';

const FIELDS = ['acoes', 'responsavel', 'data_inicio', 'data_fim'] as const;

/** One measure: the question and its answer, the actions (suggested until saved), the person responsible and the dates. */
export function MeasureCard({ avaliacaoId, code, measure, onSaved }: { avaliacaoId: number; code: string; measure: Measure; onSaved: (m: Measure) => void }) {
  const notifyError = useErrorNotice();
  const success = useSuccessDialog();
  const { t } = useT();
  const message = useMessage();
  const [draft, setDraft] = useState<MeasureDraft>({ acoes: measure.acoes, responsavel: measure.responsavel ?? '', data_inicio: measure.data_inicio, data_fim: measure.data_fim });
  const [errors, setErrors] = useState<Partial<Record<keyof MeasureDraft, string>>>({});
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const base = `ad-m${measure.questao_id}`;
  const set = <K extends keyof MeasureDraft>(key: K, value: MeasureDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setDirty(true);
  };

  async function save() {
    const body = { avaliacao_id: avaliacaoId, questao_id: measure.questao_id, ...draft, data_inicio: draft.data_inicio ?? '', data_fim: draft.data_fim ?? '' };
    const problems = measureErrors(measureSaveSchema.safeParse(body), draft, t, message);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const saved = await actionPlanApi.saveMeasure(body, code);
      setDirty(false);
      onSaved(saved.medida);
      await success(t('measures.savedTitle'));
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof MeasureDraft) => ({
    id: `${base}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${base}-${key}-erro` : undefined,
    status: errors[key] ? ('error' as const) : undefined,
  });
  const error = (key: keyof MeasureDraft) =>
    errors[key] ? (
      <span id={`${base}-${key}-erro`} className="ad-field-error" role="alert">
        {errors[key]}
      </span>
    ) : null;

  const fields = Object.fromEntries(FIELDS.map((key) => [key, { props: field(key), error: error(key) }])) as Record<(typeof FIELDS)[number], { props: ReturnType<typeof field>; error: ReturnType<typeof error> }>;

  return (
    <article className="ad-card" style={riskStyle(measure.risco)} aria-labelledby={`${base}-title`}>
      <p className="ad-hint" style={{ margin: 0 }}>
        {measure.bloco} · {measure.id === null ? t('measures.suggested') : dirty ? t('measures.unsaved') : t('measures.saved')}
      </p>
      <h3 id={`${base}-title`}>{measure.enunciado}</h3>
      <p style={{ marginTop: 0 }}>
        {t('measures.answer')} <strong>{measure.resposta}</strong>
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="ad-field">
          <label htmlFor={`${base}-acoes`}>{t('measures.actions')}</label>
          <Input.TextArea {...fields.acoes.props} value={draft.acoes} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={4000} onChange={(e) => set('acoes', e.target.value)} />
          {fields.acoes.error}
        </div>
        <div className="ad-field">
          <label htmlFor={`${base}-responsavel`}>{t('measures.responsible')}</label>
          <Input {...fields.responsavel.props} value={draft.responsavel} maxLength={200} onChange={(e) => set('responsavel', e.target.value)} />
          {fields.responsavel.error}
        </div>
        <div className="ad-dates">
          <div className="ad-field">
            <label htmlFor={`${base}-data_inicio`}>{t('measures.start')}</label>
            <LazyDateField id={`${base}-data_inicio`} value={draft.data_inicio} onChange={(v) => set('data_inicio', v)} />
            {fields.data_inicio.error}
          </div>
          <div className="ad-field">
            <label htmlFor={`${base}-data_fim`}>{t('measures.end')}</label>
            {/* The end's calendar opens on the start's month, saying why an earlier day cannot be picked. */}
            <LazyDateField id={`${base}-data_fim`} value={draft.data_fim} min={draft.data_inicio ?? undefined} openOn={draft.data_inicio}
              rangeHints={{ min: t('messages.endBeforeStart') }} onChange={(v) => set('data_fim', v)} />
            {fields.data_fim.error}
          </div>
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('measures.save')}
        </Button>
      </form>
    </article>
  );
}
