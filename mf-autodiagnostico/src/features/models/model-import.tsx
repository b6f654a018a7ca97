import { useRef, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import type { ModelSummary } from '@sisacte/contracts/autodiagnostico/models';
import { useSuccessDialog } from '@sisacte/ui';
import { modelsApi } from './api';
import { parseModelJson } from './model-json';

/**
 * Imports a new version of a model from its JSON (a file or pasted text). The JSON is read here (a
 * syntax error says where); the server validates the model and answers every problem, listed below.
 */
export function ModelImport({ onImported }: { onImported: (m: ModelSummary) => void }) {
  const success = useSuccessDialog();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  async function send() {
    const parsed = parseModelJson(text);
    if (!parsed.ok) return setProblems([parsed.message]);
    setSending(true);
    try {
      const model = await modelsApi.import(parsed.value);
      setProblems([]);
      setText('');
      onImported(model);
      await success(`Modelo ${model.nome} importado (versão ${model.versao})`);
    } catch (error) {
      const e = error as { messages?: string[]; message?: string };
      setProblems(e.messages?.length ? e.messages : [e.message ?? 'Erro inesperado']);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="ad-section" aria-labelledby="ad-import-title">
      <h2 id="ad-import-title">Importar nova versão de um modelo</h2>
      <p className="ad-hint">
        O JSON traz codigo, nome, descricao e blocos (cada um com questões, opções com risco e feedback, e medidas sugeridas para as opções com risco). Um código já existente ganha uma nova versão, que passa a ser
        a oferecida; as avaliações feitas nas versões anteriores não mudam.
      </p>
      <div className="ad-field">
        <label htmlFor="ad-import-file">Arquivo JSON</label>
        <input
          id="ad-import-file"
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then((t) => (setText(t), setProblems([])));
          }}
        />
      </div>
      <div className="ad-field">
        <label htmlFor="ad-import-text">Ou cole o JSON</label>
        <Input.TextArea id="ad-import-text" value={text} onChange={(e) => (setText(e.target.value), setProblems([]))} autoSize={{ minRows: 4, maxRows: 14 }} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      </div>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title="O modelo não foi importado"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      <Button type="primary" onClick={() => void send()} loading={sending} disabled={!text.trim()}>
        Importar
      </Button>
    </section>
  );
}
