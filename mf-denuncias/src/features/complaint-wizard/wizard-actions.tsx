import { Alert, Button, Flex, Space } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, SendOutlined } from '@ant-design/icons';
import { useT } from '../../i18n';

interface WizardActionsProps {
  isFirst: boolean;
  isLast: boolean;
  sending: boolean;
  /** The submission is taking long: say so. */
  waiting: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** 'Anterior', and 'Próximo' or, on the last panel, 'Enviar denúncia'. */
export function WizardActions({ isFirst, isLast, sending, waiting, onPrevious, onNext, onSubmit }: WizardActionsProps) {
  const { t } = useT();
  return (
    <>
      {waiting && <Alert type="info" showIcon role="status" title={t('wizard.sending')} style={{ marginBottom: 16 }} />}
      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onPrevious} disabled={isFirst || sending}>
          {t('wizard.previous')}
        </Button>
        <Space>
          {isLast ? (
            <Button type="primary" icon={<SendOutlined />} onClick={onSubmit} loading={sending}>
              {waiting ? t('wizard.wait') : t('wizard.send')}
            </Button>
          ) : (
            <Button type="primary" onClick={onNext}>
              {t('wizard.next')} <ArrowRightOutlined />
            </Button>
          )}
        </Space>
      </Flex>
    </>
  );
}
