import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Input, Spin } from 'antd';
import { evaluationCreateSchema } from '@sisacte/contracts/autodiagnostico/evaluations';
import type { ModelDetail } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { CitySelect, StateSelect } from '@sisacte/ui';
import { preparationApi } from './api';
import { useMessage, useT } from '../../i18n';
import { useErrorDialog } from '../../shared/error-dialog';
import { useLocalized } from '../../shared/public-page';
import { storeResumeCode } from '../../shared/resume-code';
import { Screen } from '../../shared/screen';
import { CnaeSelect } from './cnae-select';
import { fieldErrors, type EstablishmentDraft } from './establishment';

/**
 * /admin/autodiagnostico/preparacao/{modelo_id}: the establishment (name, CNAE, state and city) of a
 * new evaluation on that model. Creating it gives the resume code, stored on this device, and opens
 * /preparacao/editar/{avaliacao_id}, which shows the resume link.
 */
export function PreparePage() {
  const modelId = Number(useParams().modelo_id);
  const { go, language } = useLocalized();
  const { t } = useT();
  const message = useMessage();
  const showError = useErrorDialog();
  const [model, setModel] = useState<ModelDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<EstablishmentDraft>({ nome_estabelecimento: '', cnae: null, uf: null, municipio_id: null });
  const [errors, setErrors] = useState<Partial<Record<keyof EstablishmentDraft, string>>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!Number.isInteger(modelId) || modelId <= 0) return setLoadError(t('prepare.modelNotFound'));
    preparationApi.model(modelId).then(setModel, (e: Error) => setLoadError(message(e.message)));
    // the model is read again in another language; the messages follow it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modelId, language]);

  const set = <K extends keyof EstablishmentDraft>(key: K, value: EstablishmentDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'uf' ? { municipio_id: null } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function start() {
    const body = { modelo_id: modelId, ...draft, cnae: draft.cnae ?? '', uf: draft.uf ?? '' };
    const problems = fieldErrors(evaluationCreateSchema.safeParse(body), t, message);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || sending) return;
    setSending(true);
    try {
      const created = await preparationApi.create(body);
      storeResumeCode(created.avaliacao_id, created.codigo);
      go(fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: created.avaliacao_id }), { state: { created: true } });
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  }

  if (loadError) return <Screen title={t('prepare.title')}>{<Alert type="error" showIcon title={loadError} />}</Screen>;
  if (!model) return <Screen title={t('prepare.title')}><Spin aria-label={t('prepare.loadingModel')} /></Screen>;
  const portuguese = model.idioma === 'pt' && language !== 'pt';
  return (
    <Screen title={t('prepare.title')} subtitle={t('prepare.subtitle', { model: t('app.modelVersion', { name: model.nome, version: model.versao }) }) + (portuguese ? ` ${t('app.inPortuguese')}` : '')}>
      <section className="ad-section" aria-labelledby="ad-about">
        <h2 id="ad-about">{t('prepare.aboutTitle')}</h2>
        <p lang={portuguese ? 'pt-BR' : undefined}>{model.descricao}</p>
        <ol lang={portuguese ? 'pt-BR' : undefined}>
          {model.blocos_lista.map((b) => (
            <li key={b.id}>{t('prepare.blockQuestions', { title: b.titulo, count: b.questoes })}</li>
          ))}
        </ol>
        <p className="ad-hint">{t('prepare.privacy')}</p>
      </section>
      <form
        className="ad-section"
        aria-labelledby="ad-establishment"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <h2 id="ad-establishment">{t('prepare.establishmentTitle')}</h2>
        <div className="ad-field">
          <label htmlFor="ad-nome">{t('prepare.name')}</label>
          <Input id="ad-nome" value={draft.nome_estabelecimento} maxLength={200} status={errors.nome_estabelecimento ? 'error' : undefined} aria-invalid={!!errors.nome_estabelecimento} aria-describedby={errors.nome_estabelecimento ? 'ad-nome-erro' : undefined} onChange={(e) => set('nome_estabelecimento', e.target.value)} />
          <FieldError id="ad-nome-erro" text={errors.nome_estabelecimento} />
        </div>
        <div className="ad-field">
          <label htmlFor="ad-cnae">{t('prepare.cnae')}</label>
          <CnaeSelect id="ad-cnae" value={draft.cnae} onChange={(v) => set('cnae', v)} status={errors.cnae ? 'error' : undefined} />
          {language !== 'pt' && (
            <span id="ad-cnae-idioma" className="ad-hint">
              {t('cnae.portugueseTable')}
            </span>
          )}
          <FieldError id="ad-cnae-erro" text={errors.cnae} />
        </div>
        <div className="ad-field">
          <label htmlFor="ad-uf">{t('prepare.uf')}</label>
          <StateSelect<'uf'> id="ad-uf" valueKey="uf" value={draft.uf} onChange={(v) => set('uf', v)} status={errors.uf ? 'error' : undefined} placeholder={t('prepare.ufPlaceholder')} />
          <FieldError id="ad-uf-erro" text={errors.uf} />
        </div>
        <div className="ad-field">
          <label htmlFor="ad-municipio">{t('prepare.city')}</label>
          <CitySelect id="ad-municipio" uf={draft.uf} value={draft.municipio_id} onChange={(v) => set('municipio_id', v)} placeholder={t('prepare.cityPlaceholder')} />
          <FieldError id="ad-municipio-erro" text={errors.municipio_id} />
        </div>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('prepare.start')}
        </Button>
      </form>
    </Screen>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="ad-field-error" role="alert">
      {text}
    </span>
  ) : null;
}
