import { readableMessage } from '../readable-message';
import { useCallback, useEffect, useRef, useState } from 'react';
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
            <li key={m}>{readableMessage(m)}</li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/** A form's change feed, as react-hook-form's `watch(callback)` gives it: the name of each field that changed. */
export type FieldChangeFeed = (callback: (values: unknown, info: { name?: string }) => void) => { unsubscribe: () => void };

export interface ServerErrorsOptions {
  /**
   * The field a message is about, when the form can tell (e.g. 'CPF já cadastrado para …' → 'cpf').
   * The server's own validation lines, `campo: texto`, are recognised without it.
   */
  fieldOf?: (message: string) => string | undefined;
  /** The form's change feed (react-hook-form: `form.watch`): a field's messages go when it changes. */
  watch?: FieldChangeFeed;
}

interface ServerMessage {
  text: string;
  field: string | undefined;
}

/** `cpf: CPF inválido`, `demanda.nomefantasia: …`: the field path the server's validation names. */
const VALIDATION_LINE = /^([a-z_][\w]*(?:\.[\w]+)*): /i;

/** The same field, or one inside the other ('address' and 'address.cep'). */
const sameField = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * Runs a save and keeps the refusal's messages for <ServerErrors>: an ApiError gives its list, any other
 * error its message. A new attempt clears them; what the user typed stays in the form. A message about
 * one field goes as soon as that field changes (`fieldChanged`, or by itself with `watch`); the others
 * stay until the next attempt.
 */
export function useServerErrors(options: ServerErrorsOptions = {}) {
  const [list, setList] = useState<ServerMessage[]>([]);
  const fieldOf = useRef(options.fieldOf);
  fieldOf.current = options.fieldOf;

  const run = useCallback(async (save: () => Promise<unknown>) => {
    setList([]);
    try {
      await save();
    } catch (error) {
      const texts = error instanceof ApiError ? error.messages : [(error as Error).message];
      setList(texts.map((text) => ({ text, field: fieldOf.current?.(text) ?? VALIDATION_LINE.exec(text)?.[1] })));
    }
  }, []);

  const fieldChanged = useCallback((name: string) => {
    setList((current) => {
      const kept = current.filter((m) => !m.field || !sameField(m.field, name));
      return kept.length === current.length ? current : kept;
    });
  }, []);

  const { watch } = options;
  useEffect(() => {
    if (!watch) return;
    const subscription = watch((_values, { name }) => name && fieldChanged(name));
    return () => subscription.unsubscribe();
  }, [watch, fieldChanged]);

  const messages = list.map((m) => m.text);
  return { messages, run, fieldChanged };
}
