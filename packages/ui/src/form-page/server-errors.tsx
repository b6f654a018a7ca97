import { useCallback, useState } from 'react';
import { Alert } from 'antd';
import { ApiError } from '@sisacte/api-client';

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

/**
 * Runs a save and keeps the refusal's messages for <ServerErrors>: an ApiError gives its list, any other
 * error its message. A new attempt clears them; what the user typed stays in the form.
 */
export function useServerErrors() {
  const [messages, setMessages] = useState<string[]>([]);
  const run = useCallback(async (save: () => Promise<unknown>) => {
    setMessages([]);
    try {
      await save();
    } catch (error) {
      setMessages(error instanceof ApiError ? error.messages : [(error as Error).message]);
    }
  }, []);
  return { messages, run };
}
