import { Alert } from 'antd';

/** The server's 400 messages above a form, one per line; nothing when there are none. */
export function ServerErrors({ messages, title = 'Não foi possível salvar' }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
