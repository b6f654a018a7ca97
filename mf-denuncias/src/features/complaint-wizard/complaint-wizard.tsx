import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Progress, Select, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, LockOutlined, SendOutlined } from '@ant-design/icons';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import dayjs from 'dayjs';
import {
  CAPTCHA_WARNING_MESSAGE,
  CAPTCHA_WARNING_TITLE,
  COMPLAINT_ERROR_CLOSE,
  COMPLAINT_ERROR_TITLE,
  clearHiddenAnswers,
  complaintDemandaInputSchema,
  isQuestionVisible,
  questionsById,
  toAnswerList,
  type ComplaintCreate,
  type ComplaintCreateResponse,
  type Organization,
  type QuestionCategory,
} from '@sisacte/contracts';
import { ApiError } from '@sisacte/api-client';
import { useCurrentUser } from '@sisacte/auth';
import { Panel } from '../../shared/panel';
import { EstablishmentMap } from '../../shared/map/establishment-map';
import { AltchaBox, type CaptchaHandle } from '../../shared/captcha/altcha-box';
import { createComplaint, getGeoConfig, listOrganizations, listQuestionnaire, searchPlaces } from './api';
import {
  answerKey,
  clearDraft,
  emptyValues,
  hasContent,
  loadDraft,
  newIdempotencyKey,
  saveDraft,
  toAnswerMap,
  type WizardValues,
} from './draft';
import { QuestionField } from './question-field';
import { PlaceFields } from './place-fields';
import { WizardStyles } from './wizard-styles';
import { ComplaintReceipt } from './complaint-receipt';

/** SPEC §9: the wizard's wait flag is raised when a submission takes longer than this. */
export const WAIT_FLAG_MS = 1300;
export const PRIVACY_NOTE = 'Sua denúncia pode ser anônima. Não pedimos seu nome nem rastreamos você.';

const zodRule = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }) => (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success || (result.error?.issues[0]?.message ?? 'Valor inválido');
};
const demanda = complaintDemandaInputSchema.shape;

interface Panel {
  key: string;
  title: string;
  fields: () => FieldPath<WizardValues>[];
}

export interface ComplaintWizardProps {
  /** Where the anonymous follow-up page is (in the shell or on the standalone page). */
  followUpPath: string;
}

/**
 * The public complaint wizard (SPEC §2.2): panel 1 the establishment, panel 2 its place, then one
 * panel per question category of the live questionnaire. The draft is kept in this browser until
 * the complaint is sent.
 */
export function ComplaintWizard(props: ComplaintWizardProps) {
  return <Wizard {...props} />;
}

function Wizard({ followUpPath }: ComplaintWizardProps) {
  const { modal } = App.useApp();
  const user = useCurrentUser();
  const initial = useMemo(() => loadDraft(), []);
  const idempotencyKey = useRef(initial?.idempotencyKey ?? newIdempotencyKey());
  const [categories, setCategories] = useState<QuestionCategory[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [organizations, setOrganizations] = useState<Organization[]>([]);
  const [step, setStep] = useState(initial?.step ?? 0);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [receipt, setReceipt] = useState<ComplaintCreateResponse | null>(null);
  const [restored, setRestored] = useState(!!initial && hasContent(initial.values));
  const captchaRef = useRef<CaptchaHandle>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const { control, trigger, getValues, setValue, reset, watch } = useForm<WizardValues>({
    defaultValues: initial?.values ?? emptyValues(),
    mode: 'onTouched',
  });
  const respostas = useWatch({ control, name: 'respostas' });
  const uf = useWatch({ control, name: 'uf' });
  const municipio = useWatch({ control, name: 'municipio' });
  const latitude = useWatch({ control, name: 'estabelecimento_latitude' });
  const longitude = useWatch({ control, name: 'estabelecimento_longitude' });

  const loadQuestionnaire = useCallback(() => {
    setLoadError(null);
    listQuestionnaire()
      .then((list) => setCategories([...list].sort((a, b) => a.ordem - b.ordem).map((c) => ({ ...c, questoes: [...c.questoes].sort((a, b) => a.ordem - b.ordem) }))))
      .catch((e: Error) => setLoadError(e.message));
  }, []);
  useEffect(loadQuestionnaire, [loadQuestionnaire]);

  useEffect(() => {
    if (user) listOrganizations().then(setOrganizations, () => setOrganizations([]));
  }, [user]);

  const byId = useMemo(() => questionsById(categories ?? []), [categories]);
  const answers = useMemo(() => toAnswerMap(respostas ?? {}), [respostas]);

  const panels: Panel[] = useMemo(
    () => [
      { key: 'estabelecimento', title: 'Estabelecimento', fields: () => ['nomefantasia', 'enderecoempresa', 'estabelecimento_encerramento'] },
      { key: 'local', title: 'Localização', fields: () => ['uf', 'municipio'] },
      ...(categories ?? []).map((c) => ({
        key: `categoria-${c.id}`,
        title: c.titulo,
        fields: () =>
          c.questoes
            .filter((q) => isQuestionVisible(q, toAnswerMap(getValues('respostas') ?? {}), byId))
            .map((q) => `respostas.${answerKey(q.id)}` as FieldPath<WizardValues>),
      })),
    ],
    [categories, byId, getValues],
  );
  const last = panels.length - 1;
  const current = Math.min(step, last);

  // Keep the draft in this browser (SPEC: survives a reload), until the complaint is sent.
  const stepRef = useRef(current);
  stepRef.current = current;
  const sentRef = useRef(false);
  const persist = useCallback(() => {
    if (!sentRef.current) saveDraft({ values: getValues(), step: stepRef.current, idempotencyKey: idempotencyKey.current });
  }, [getValues]);
  useEffect(() => {
    const subscription = watch(() => persist());
    return () => subscription.unsubscribe();
  }, [watch, persist]);
  useEffect(persist, [current, persist]);

  // A new panel: its title takes the focus, so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [current, receipt]);

  /** SPEC §4: changing a parent clears the answers of the questions it now hides. */
  function onAnswered() {
    if (!categories) return;
    const all = toAnswerMap(getValues('respostas') ?? {});
    const kept = clearHiddenAnswers(categories, all);
    for (const id of Object.keys(all)) {
      if (!(Number(id) in kept)) setValue(`respostas.${answerKey(Number(id))}`, null);
    }
    persist();
  }

  async function validatePanel(index: number): Promise<boolean> {
    const panel = panels[index];
    if (!panel) return true;
    const ok = await trigger(panel.fields(), { shouldFocus: true });
    if (!ok) {
      // Groups (radios, checkboxes) have no single input to focus: move to the first field in error.
      setTimeout(() => {
        const field = panelRef.current?.querySelector<HTMLElement>('.ant-form-item-has-error input, .ant-form-item-has-error textarea');
        if (field && document.activeElement !== field) field.focus();
      });
    }
    return ok;
  }

  async function next() {
    if (!(await validatePanel(current))) return;
    setStep(current + 1);
    persist();
  }

  function previous() {
    setStep(Math.max(0, current - 1));
  }

  function buildPayload(values: WizardValues): ComplaintCreate {
    const known = toAnswerMap(values.respostas ?? {});
    for (const id of Object.keys(known)) if (!byId.has(Number(id))) delete known[Number(id)];
    const kept = clearHiddenAnswers(categories ?? [], known);
    const body: ComplaintCreate = {
      demanda: {
        nomefantasia: values.nomefantasia.trim(),
        enderecoempresa: values.enderecoempresa.trim(),
        municipio: values.municipio ? { id: values.municipio.id, nome: values.municipio.nome } : (undefined as never),
        ufendempresa: { uf: values.uf ?? '' },
      },
      questoes: toAnswerList(kept).map((a) => (typeof a.resposta === 'string' ? { ...a, resposta: a.resposta.trim() } : a)),
      estabelecimento_latitude: values.estabelecimento_latitude,
      estabelecimento_longitude: values.estabelecimento_longitude,
      estabelecimento_encerramento: values.estabelecimento_encerramento,
    };
    // SPEC §6: a logged-in creator's name, username and organizations go with the complaint.
    if (user) {
      body.nomeCadastrador = user.name;
      body.demanda.cadastrador = user.username;
      body.organizacoes = values.organizacoes.map((id) => ({ id }));
    }
    return body;
  }

  async function submit() {
    if (sending) return;
    for (let i = 0; i < panels.length; i++) {
      if (!(await validatePanel(i))) {
        setStep(i);
        return;
      }
    }
    if (!captcha) {
      modal.warning({ title: CAPTCHA_WARNING_TITLE, content: CAPTCHA_WARNING_MESSAGE, okText: 'Entendi' });
      return;
    }
    setSending(true);
    const timer = setTimeout(() => setWaiting(true), WAIT_FLAG_MS);
    try {
      const response = await createComplaint(buildPayload(getValues()), captcha, idempotencyKey.current);
      sentRef.current = true;
      clearDraft();
      setReceipt(response);
    } catch (error) {
      const e = error as ApiError;
      // A network failure keeps the tick: a retry with the same Idempotency-Key is safe.
      if (!(e instanceof ApiError) || e.status !== 0) captchaRef.current?.reset();
      modal.error({
        title: COMPLAINT_ERROR_TITLE,
        content: e.messages && e.messages.length > 1 ? (
          <ul style={{ paddingLeft: 18, margin: 0 }}>{e.messages.map((m) => <li key={m}>{m}</li>)}</ul>
        ) : (
          e.message
        ),
        okText: COMPLAINT_ERROR_CLOSE,
      });
    } finally {
      clearTimeout(timer);
      setWaiting(false);
      setSending(false);
    }
  }

  function startOver() {
    sentRef.current = false;
    clearDraft();
    idempotencyKey.current = newIdempotencyKey();
    reset(emptyValues());
    setCaptcha(null);
    setReceipt(null);
    setRestored(false);
    setStep(0);
  }

  function discardDraft() {
    modal.confirm({
      title: 'Apagar o rascunho?',
      content: 'Tudo o que você preencheu neste aparelho será apagado.',
      okText: 'Apagar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: startOver,
    });
  }

  if (receipt) {
    return (
      <div className="wizard">
        <WizardStyles />
        <ComplaintReceipt receipt={receipt} followUpPath={followUpPath} onNew={startOver} headingRef={headingRef} />
      </div>
    );
  }

  if (loadError) {
    return (
      <Panel>
        <Alert
          type="warning"
          showIcon
          title="Não foi possível carregar o formulário"
          description={loadError}
          action={<Button onClick={loadQuestionnaire}>Tentar novamente</Button>}
        />
      </Panel>
    );
  }

  const panel = panels[current]!;
  const category = current >= 2 ? categories?.[current - 2] : undefined;
  const visible = category ? category.questoes.filter((q) => isQuestionVisible(q, answers, byId)) : [];

  return (
    <div className="wizard">
      <WizardStyles />
      <Alert
        type="info"
        showIcon
        icon={<LockOutlined />}
        title={PRIVACY_NOTE}
        description="O rascunho fica guardado só neste aparelho até você enviar."
        style={{ marginBottom: 16 }}
        action={restored ? <Button size="small" onClick={discardDraft}>Apagar rascunho</Button> : undefined}
      />
      {restored && (
        <Alert type="success" showIcon title="Continuamos de onde você parou." closable onClose={() => setRestored(false)} style={{ marginBottom: 16 }} />
      )}
      {!categories ? (
        <Panel>
          <Skeleton active aria-label="Carregando o formulário" />
        </Panel>
      ) : (
        <Panel>
          <Typography.Text type="secondary" id="wizard-progress">
            Etapa {current + 1} de {panels.length}
            {current < last && ` · a seguir: ${panels[current + 1]!.title}`}
          </Typography.Text>
          <Progress percent={Math.round(((current + 1) / panels.length) * 100)} showInfo={false} aria-hidden style={{ margin: '4px 0 8px' }} />
          <Typography.Title level={2} ref={headingRef} tabIndex={-1} style={{ fontSize: 22, marginTop: 4, outline: 'none' }}>
            {current + 1}. {panel.title}
          </Typography.Title>
          <Form layout="vertical" component="div" requiredMark>
            <div ref={panelRef} key={panel.key}>
              <Typography.Paragraph type="secondary">Os campos com * são obrigatórios.</Typography.Paragraph>
              {current === 0 && (
                <>
                  <Typography.Paragraph>Conte onde acontece o problema. Se não souber algum dado, escreva o que souber.</Typography.Paragraph>
                  <Controller
                    name="nomefantasia"
                    control={control}
                    rules={{ validate: zodRule(demanda.nomefantasia) }}
                    render={({ field, fieldState }) => (
                      <Form.Item label="Nome do estabelecimento (como é conhecido)" required htmlFor="nomefantasia" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
                        <Input id="nomefantasia" {...field} maxLength={200} autoComplete="off" aria-required placeholder="Ex.: Fazenda Boa Vista, Confecção Estrela" />
                      </Form.Item>
                    )}
                  />
                  <Controller
                    name="enderecoempresa"
                    control={control}
                    rules={{ validate: zodRule(demanda.enderecoempresa) }}
                    render={({ field, fieldState }) => (
                      <Form.Item label="Endereço ou como chegar" required htmlFor="enderecoempresa" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
                        <Input.TextArea id="enderecoempresa" {...field} maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} aria-required placeholder="Rua, número, bairro, estrada, ponto de referência" />
                      </Form.Item>
                    )}
                  />
                  <Controller
                    name="estabelecimento_encerramento"
                    control={control}
                    rules={{ validate: (v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v) || 'Data inválida' }}
                    render={({ field, fieldState }) => (
                      <Form.Item label="Previsão de encerramento do trabalho no local" htmlFor="estabelecimento_encerramento" validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message} extra="Se o trabalho vai acabar em breve (por exemplo, fim de uma colheita), informe a data aproximada. Deixe em branco se não souber.">
                        <Input
                          id="estabelecimento_encerramento"
                          type="date"
                          style={{ width: '100%', maxWidth: 240 }}
                          value={field.value ?? ''}
                          min={dayjs().format('YYYY-MM-DD')}
                          onChange={(e) => field.onChange(e.target.value || null)}
                          onBlur={field.onBlur}
                        />
                      </Form.Item>
                    )}
                  />
                  {user && (
                    <Controller
                      name="organizacoes"
                      control={control}
                      render={({ field }) => (
                        <Form.Item label="Organizações" htmlFor="organizacoes" extra={`Cadastrada por ${user.name} (${user.username}).`}>
                          <Select
                            id="organizacoes"
                            mode="multiple"
                            allowClear
                            value={field.value}
                            onChange={field.onChange}
                            options={organizations.map((o) => ({ value: o.id, label: o.sigla ? `${o.sigla} — ${o.nome}` : o.nome }))}
                            optionFilterProp="label"
                            placeholder="Escolha as organizações"
                          />
                        </Form.Item>
                      )}
                    />
                  )}
                </>
              )}
              {current === 1 && (
                <>
                  <PlaceFields control={control} setValue={setValue} />
                  <Form.Item label="Local no mapa" extra="Opcional: ajuda a equipe a chegar ao lugar.">
                    <EstablishmentMap
                      point={latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : null}
                      onChange={(p) => {
                        setValue('estabelecimento_latitude', p?.lat ?? null);
                        setValue('estabelecimento_longitude', p?.lon ?? null);
                      }}
                      loadConfig={getGeoConfig}
                      search={searchPlaces}
                      lookAt={municipio && uf ? `${municipio.nome}, ${uf}` : null}
                    />
                  </Form.Item>
                </>
              )}
              {category && (
                <>
                  {visible.length === 0 && <Typography.Paragraph>Nenhuma pergunta nesta etapa.</Typography.Paragraph>}
                  {visible.map((q) => (
                    <QuestionField key={q.id} question={q} control={control} onAnswered={onAnswered} />
                  ))}
                </>
              )}
              {current === last && (
                <Form.Item label="Verificação" extra="Marque o quadro. A verificação é feita no seu aparelho, sem rastrear você.">
                  <AltchaBox ref={captchaRef} onChange={setCaptcha} />
                </Form.Item>
              )}
            </div>
          </Form>
          {waiting && <Alert type="info" showIcon role="status" title="Aguarde… estamos enviando a sua denúncia." style={{ marginBottom: 16 }} />}
          <Flex justify="space-between" gap={8} wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={previous} disabled={current === 0 || sending}>
              Anterior
            </Button>
            <Space>
              {current < last ? (
                <Button type="primary" onClick={next}>
                  Próximo <ArrowRightOutlined />
                </Button>
              ) : (
                <Button type="primary" icon={<SendOutlined />} onClick={submit} loading={sending}>
                  {waiting ? 'Aguarde…' : 'Enviar denúncia'}
                </Button>
              )}
            </Space>
          </Flex>
        </Panel>
      )}
    </div>
  );
}
