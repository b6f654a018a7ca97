import { Alert, Button, Flex, Space } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, SendOutlined } from '@ant-design/icons';

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
  return (
    <>
      {waiting && <Alert type="info" showIcon role="status" title="Aguarde… estamos enviando a sua denúncia." style={{ marginBottom: 16 }} />}
      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onPrevious} disabled={isFirst || sending}>
          Anterior
        </Button>
        <Space>
          {isLast ? (
            <Button type="primary" icon={<SendOutlined />} onClick={onSubmit} loading={sending}>
              {waiting ? 'Aguarde…' : 'Enviar denúncia'}
            </Button>
          ) : (
            <Button type="primary" onClick={onNext}>
              Próximo <ArrowRightOutlined />
            </Button>
          )}
        </Space>
      </Flex>
    </>
  );
}
