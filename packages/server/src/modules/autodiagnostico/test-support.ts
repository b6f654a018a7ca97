import type { InjectOptions } from 'fastify';
import type { TestApp } from '../../test/helpers';

/** Helpers shared by the self-diagnosis tests: a client at its own address, with an evaluation's code. */
export function autodiagClient(ctx: () => TestApp, remoteAddress = '10.0.0.1') {
  const inject = (opts: InjectOptions) => ctx().app.inject({ remoteAddress, ...opts });
  const withCode = (code: string | undefined) => (code === undefined ? {} : { 'x-codigo-avaliacao': code });
  return {
    inject,
    get: (url: string, code?: string) => inject({ method: 'GET', url, headers: withCode(code) }),
    post: (url: string, payload: unknown, code?: string) => inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: withCode(code) }),
    async modelId(codigo = 'comercio-servicos'): Promise<number> {
      const models = (await inject({ method: 'GET', url: '/api/modelos' })).json() as { id: number; codigo: string }[];
      return models.find((m) => m.codigo === codigo)!.id;
    },
    /** A new evaluation on `modelId` (default: the commerce model); returns its id and code. */
    async create(fields: Record<string, unknown> = {}): Promise<{ id: number; codigo: string; modelo_id: number }> {
      const modelo_id = (fields.modelo_id as number | undefined) ?? (await this.modelId());
      const res = await inject({ method: 'POST', url: '/api/autodiagnostico', payload: { modelo_id, nome_estabelecimento: 'Padaria Pão Quente', cnae: '4721-1/02', uf: 'SP', ...fields } });
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      const body = res.json() as { avaliacao_id: number; codigo: string; modelo_id: number };
      return { id: body.avaliacao_id, codigo: body.codigo, modelo_id: body.modelo_id };
    },
    /** Answers every question of `ev`; `pick` chooses the option (by index of the block and of the question). */
    async answerAll(ev: { id: number; codigo: string }, pick: (options: { id: number; risco: string }[], blockIndex: number, questionIndex: number) => { id: number }) {
      const sidebar = (await this.get(`/api/questoes-riscos/${ev.id}`, ev.codigo)).json() as { questoes: { id: number }[] }[];
      for (const [bi, block] of sidebar.entries()) {
        for (const [qi, q] of block.questoes.entries()) {
          const options = (await this.get(`/api/autodiagnostico/questao/${q.id}`)).json().opcoes as { id: number; risco: string }[];
          const res = await this.post('/api/autodiagnostico/salvar-questao', { avaliacao_id: ev.id, questao_id: q.id, opcao_id: pick(options, bi, qi).id }, ev.codigo);
          if (res.statusCode !== 200) throw new Error(`answer: ${res.statusCode} ${res.body}`);
        }
      }
    },
  };
}

/** Tables an evaluation writes to, for "nothing written" checks. */
export async function evaluationTables(t: TestApp) {
  return {
    evaluations: await t.count('autodiag_evaluations'),
    answers: await t.count('autodiag_answers'),
    measures: await t.count('autodiag_measures'),
    answerOptions: await t.count('autodiag_answers', 'option_id IS NOT NULL'),
  };
}
