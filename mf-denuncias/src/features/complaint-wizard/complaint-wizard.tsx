import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { Alert, App, Button, Form, Skeleton, Typography } from 'antd';
import { useCurrentUser } from '@sisacte/auth';
import { useShownLanguage } from '@sisacte/ui/i18n';
import { RetryBoundary } from '@sisacte/ui';
import { Panel } from '../../shared/panel';
import { useMessage, useT } from '../../i18n';
import { toComplaintPayload } from './complaint-payload';
import { AltchaBox, ComplaintReceipt, PanelPlace, PanelQuestions } from './later-panels';
import { PanelEstablishment } from './panel-establishment';
import { useClearHiddenAnswers } from './use-clear-hidden-answers';
import { useComplaintSubmit } from './use-complaint-submit';
import { useCreatorOrganizations } from './use-creator-organizations';
import { useQuestionnaire } from './use-questionnaire';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardSteps } from './use-wizard-steps';
import { WizardActions } from './wizard-actions';
import { WizardNotices } from './wizard-notices';
import { WizardStepHeader } from './wizard-step-header';
import { WizardStyles } from './wizard-styles';

interface ComplaintWizardProps {
  /** Where the anonymous follow-up page is (in the shell or on the standalone page). */
  followUpPath: string;
}

/** The panel while the questionnaire is on its way: also the public page's prerendered first view (public/prerender.tsx). */
export function LoadingPanel() {
  const { t } = useT();
  return (
    <Panel>
      <Skeleton active aria-label={t('wizard.loadingForm')} />
    </Panel>
  );
}

/** A new screen (another panel, the receipt): its title takes the focus, so keyboard and screen-reader users start at the top. */
function useFocusOnNewScreen(headingRef: RefObject<HTMLHeadingElement | null>, screen: string) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [headingRef, screen]);
}

/**
 * The public complaint wizard: panel 1 the establishment, panel 2 its place, then one panel per
 * question category of the live questionnaire. The draft is kept in this browser until the
 * complaint is sent.
 */
export function ComplaintWizard({ followUpPath }: ComplaintWizardProps) {
  const { modal } = App.useApp();
  const { t } = useT();
  const message = useMessage();
  const language = useShownLanguage();
  const user = useCurrentUser();
  const draft = useWizardDraft();
  const { form } = draft;
  const { categories, byId, loadError, reload } = useQuestionnaire();
  const organizations = useCreatorOrganizations(user);
  const wizard = useWizardSteps(form, categories, byId, draft.initialStep, draft.persistStep);
  const onAnswered = useClearHiddenAnswers(form, categories, draft.persist);
  const sender = useComplaintSubmit({
    validateAll: wizard.validateAll,
    // the language it is filed in goes with it: staff can route it to someone who speaks it
    payload: () => ({ ...toComplaintPayload(form.getValues(), categories ?? [], byId, user), idioma: language }),
    language,
    idempotencyKey: draft.idempotencyKey,
    onSent: draft.markSent,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnNewScreen(headingRef, sender.receipt ? 'recibo' : `etapa-${wizard.current}`);

  function startOver() {
    draft.restart();
    sender.clear();
    wizard.goTo(0);
  }

  function discardDraft() {
    modal.confirm({
      title: t('wizard.discardTitle'),
      content: t('wizard.discardContent'),
      okText: t('wizard.discardOk'),
      okButtonProps: { danger: true },
      cancelText: t('wizard.cancel'),
      onOk: startOver,
    });
  }

  if (sender.receipt) {
    return (
      <div className="wizard">
        <WizardStyles />
        <RetryBoundary
          title={t('wizard.receiptFailedTitle')}
          detail={t('wizard.receiptFailedDetail')}
          retryLabel={t('wizard.retry')}
        >
          <Suspense fallback={<Skeleton active aria-label={t('wizard.loadingReceipt')} />}>
            <ComplaintReceipt receipt={sender.receipt} followUpPath={followUpPath} onNew={startOver} headingRef={headingRef} />
          </Suspense>
        </RetryBoundary>
      </div>
    );
  }

  if (loadError) {
    return (
      <Panel>
        <Alert
          type="warning"
          showIcon
          title={t('wizard.loadError')}
          description={message(loadError)}
          action={<Button onClick={reload}>{t('wizard.tryAgain')}</Button>}
        />
      </Panel>
    );
  }

  const { current, last, steps, category } = wizard;
  const step = steps[current]!;
  return (
    <div className="wizard">
      <WizardStyles />
      <WizardNotices staff={user} restored={draft.restored} onDiscard={discardDraft} onDismissRestored={draft.dismissRestored} />
      {!categories ? (
        <LoadingPanel />
      ) : (
        <Panel>
          <WizardStepHeader current={current} total={steps.length} title={step.title} nextTitle={steps[current + 1]?.title} headingRef={headingRef} />
          {/* A panel whose code is still on its way shows a skeleton, its buttons included: 'Próximo'
              cannot skip the checks of fields not yet on screen. One whose code could not be fetched says so,
              buttons hidden too, with a way to try again. */}
          <RetryBoundary title={t('wizard.stepFailedTitle')} detail={t('wizard.stepFailedDetail')} retryLabel={t('wizard.retry')}>
            <Suspense fallback={<Skeleton active aria-label={t('wizard.loadingStep')} />}>
              <Form layout="vertical" component="div" requiredMark>
                <div ref={wizard.panelRef} key={step.key}>
                  <Typography.Paragraph type="secondary">{t('wizard.requiredNote')}</Typography.Paragraph>
                  {current === 0 && <PanelEstablishment control={form.control} user={user} organizations={organizations} />}
                  {current === 1 && <PanelPlace control={form.control} setValue={form.setValue} />}
                  {category && <PanelQuestions category={category} byId={byId} control={form.control} onAnswered={onAnswered} />}
                  {current === last && (
                    <Form.Item label={t('captcha.title')} extra={t('captcha.extra')}>
                      <AltchaBox ref={sender.captchaRef} onChange={sender.setCaptcha} />
                    </Form.Item>
                  )}
                </div>
              </Form>
              <WizardActions
                isFirst={current === 0}
                isLast={current === last}
                sending={sender.sending}
                waiting={sender.waiting}
                onPrevious={wizard.previous}
                onNext={wizard.next}
                onSubmit={sender.submit}
              />
            </Suspense>
          </RetryBoundary>
        </Panel>
      )}
    </div>
  );
}
