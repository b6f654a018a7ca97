import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { makeZip } from './zip';
import { STANDIN_EMPLOYERS, STANDIN_FAILING, STANDIN_SLOW, STANDIN_SLOW_MS, type StandInEmployer } from './data';

/*
 * LOCAL STAND-IN of the labour inspection's 'auditor' API: its paths with fictional data,
 * for the demo (`npm start` without AUDITOR_URL) and the tests. Never the real service. It asks for
 * the bearer token it was given, as the real one asks for credentials, so only our API calls it.
 */

export interface StandInOptions {
  token: string;
}

type Form = Record<string, string | undefined>;

const safeName = (v: string) => v.replace(/[^0-9A-Za-z.-]/g, '_');

export const auditorStandInRoutes: FastifyPluginAsync<StandInOptions> = async (app, opts) => {
  // The auditor's downloads are form-encoded POSTs.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${opts.token}`) return reply.code(401).send({ message: 'unauthorized' });
  });

  /** Finds the employer, or answers as the real service would when it is failing or slow. */
  async function employer(nr: string | undefined, reply: FastifyReply) {
    if (nr === STANDIN_FAILING) {
      void reply.code(500).send({ message: 'Internal Server Error', detail: 'java.lang.NullPointerException at AutoService.get' });
      return null;
    }
    if (nr === STANDIN_SLOW) await sleep(STANDIN_SLOW_MS, undefined, { ref: false });
    const found = nr ? STANDIN_EMPLOYERS[nr] : undefined;
    if (!found) void reply.code(404).send({ message: 'Not Found' });
    return found ?? null;
  }

  const schema = { hide: true };
  const sendZip = (reply: FastifyReply, name: string, files: { name: string; content: string }[]) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${safeName(name)}.zip"`)
      .send(makeZip(files));

  /** A GET of one of the employer's lists, by its registration number in the path. */
  const listing = (path: string, answer: (e: StandInEmployer) => unknown) =>
    app.get<{ Params: { nr: string } }>(path, { schema }, async (request, reply) => {
      const e = await employer(request.params.nr, reply);
      if (!e) return reply;
      return { result: answer(e) };
    });
  /** A form-posted call about one of the employer's documents, found by its number in the form. */
  const document = <T>(path: string, find: (e: StandInEmployer, form: Form) => T | undefined, answer: (e: StandInEmployer, item: T, reply: FastifyReply) => unknown) =>
    app.post<{ Body: Form }>(path, { schema }, async (request, reply) => {
      const e = await employer(request.body?.nrInscricao, reply);
      if (!e) return reply;
      const item = find(e, request.body);
      if (!item) return reply.code(404).send({ message: 'Not Found' });
      return answer(e, item, reply);
    });
  /** A document's file: a zip named by its number, with its text files in a folder of that name. */
  const download = <T>(path: string, find: (e: StandInEmployer, form: Form) => T | undefined, nr: (item: T) => string, files: (e: StandInEmployer, item: T) => [string, string][]) =>
    document(path, find, (e, item, reply) =>
      sendZip(reply, nr(item), files(e, item).map(([file, content]) => ({ name: `${safeName(nr(item))}/${file}`, content }))),
    );

  listing('/api/v1.0/Auto/Get/:nr', (e) => e.autos.map(({ dsHistorico: _h, ...n }) => n));
  document(
    '/api/v1.0/Auto/GetAuto',
    (e, form) => e.autos.find((a) => a.nrAuto === form.nrAuto),
    (e, auto) => {
      const { autos: _a, embargos: _e, ndfcs: _n, ...data } = e;
      return { result: { ...data, dsHistorico: auto.dsHistorico } };
    },
  );
  listing('/api/v1.0/Embargo/Get/:nr', (e) => e.embargos);
  listing('/api/v1.0/Ndfc/:nr', (e) => e.ndfcs);

  download(
    '/api/v1.0/AutoDownload/GetFullAutoFile',
    (e, form) => e.autos.find((a) => a.nrAuto === form.nrAuto),
    (auto) => auto.nrAuto,
    (e, auto) => [
      ['auto.txt', `Auto de Infração nº ${auto.nrAuto}\nEmpregador: ${e.noRazaoSocial}\nEmenta: ${auto.cdEmenta} — ${auto.dsEmenta}\nLavrado em ${auto.dtLavratura}\n`],
      ['historico.txt', `${auto.dsHistorico}\n\n(Arquivo fictício do stand-in local do sistema da auditoria.)\n`],
    ],
  );
  download(
    '/api/v1.0/EmbargoDownload/GetFullEmbargoFile2p',
    (e, form) => e.embargos.find((x) => x.nrEmbargo === form.nrEmbargo),
    (embargo) => embargo.nrEmbargo,
    (e, embargo) => [['termo.txt', `Termo de ${embargo.tpEmbargo} nº ${embargo.nrEmbargo}\nEmpregador: ${e.noRazaoSocial}\nObjeto: ${embargo.dsObjeto}\n`]],
  );
  download(
    '/api/v1.0/NdfcDownload/GetNdfcFile',
    (e, form) => e.ndfcs.find((x) => x.nrNdfc === form.nrNdfc),
    (ndfc) => ndfc.nrNdfc,
    (e, ndfc) => [['ndfc.txt', `NDFC nº ${ndfc.nrNdfc}\nEmpregador: ${e.noRazaoSocial}\nCompetências: ${ndfc.dsCompetencias}\nDébito: R$ ${ndfc.vlDebito}\n`]],
  );
};
