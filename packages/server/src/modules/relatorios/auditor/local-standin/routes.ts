import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { makeZip } from './zip';
import { STANDIN_EMPLOYERS, STANDIN_FAILING, STANDIN_SLOW, STANDIN_SLOW_MS } from './data';

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

  app.get<{ Params: { nr: string } }>('/api/v1.0/Auto/Get/:nr', { schema }, async (request, reply) => {
    const e = await employer(request.params.nr, reply);
    if (!e) return reply;
    return { result: e.autos.map(({ dsHistorico: _h, ...n }) => n) };
  });

  app.post<{ Body: Form }>('/api/v1.0/Auto/GetAuto', { schema }, async (request, reply) => {
    const e = await employer(request.body?.nrInscricao, reply);
    if (!e) return reply;
    const auto = e.autos.find((a) => a.nrAuto === request.body.nrAuto);
    if (!auto) return reply.code(404).send({ message: 'Not Found' });
    const { autos: _a, embargos: _e, ndfcs: _n, ...data } = e;
    return { result: { ...data, dsHistorico: auto.dsHistorico } };
  });

  app.get<{ Params: { nr: string } }>('/api/v1.0/Embargo/Get/:nr', { schema }, async (request, reply) => {
    const e = await employer(request.params.nr, reply);
    if (!e) return reply;
    return { result: e.embargos };
  });

  app.get<{ Params: { nr: string } }>('/api/v1.0/Ndfc/:nr', { schema }, async (request, reply) => {
    const e = await employer(request.params.nr, reply);
    if (!e) return reply;
    return { result: e.ndfcs };
  });

  app.post<{ Body: Form }>('/api/v1.0/AutoDownload/GetFullAutoFile', { schema }, async (request, reply) => {
    const e = await employer(request.body?.nrInscricao, reply);
    if (!e) return reply;
    const auto = e.autos.find((a) => a.nrAuto === request.body.nrAuto);
    if (!auto) return reply.code(404).send({ message: 'Not Found' });
    return sendZip(reply, auto.nrAuto, [
      { name: `${safeName(auto.nrAuto)}/auto.txt`, content: `Auto de Infração nº ${auto.nrAuto}\nEmpregador: ${e.noRazaoSocial}\nEmenta: ${auto.cdEmenta} — ${auto.dsEmenta}\nLavrado em ${auto.dtLavratura}\n` },
      { name: `${safeName(auto.nrAuto)}/historico.txt`, content: `${auto.dsHistorico}\n\n(Arquivo fictício do stand-in local do sistema da auditoria.)\n` },
    ]);
  });

  app.post<{ Body: Form }>('/api/v1.0/EmbargoDownload/GetFullEmbargoFile2p', { schema }, async (request, reply) => {
    const e = await employer(request.body?.nrInscricao, reply);
    if (!e) return reply;
    const embargo = e.embargos.find((x) => x.nrEmbargo === request.body.nrEmbargo);
    if (!embargo) return reply.code(404).send({ message: 'Not Found' });
    return sendZip(reply, embargo.nrEmbargo, [
      { name: `${safeName(embargo.nrEmbargo)}/termo.txt`, content: `Termo de ${embargo.tpEmbargo} nº ${embargo.nrEmbargo}\nEmpregador: ${e.noRazaoSocial}\nObjeto: ${embargo.dsObjeto}\n` },
    ]);
  });

  app.post<{ Body: Form }>('/api/v1.0/NdfcDownload/GetNdfcFile', { schema }, async (request, reply) => {
    const e = await employer(request.body?.nrInscricao, reply);
    if (!e) return reply;
    const ndfc = e.ndfcs.find((x) => x.nrNdfc === request.body.nrNdfc);
    if (!ndfc) return reply.code(404).send({ message: 'Not Found' });
    return sendZip(reply, ndfc.nrNdfc, [
      { name: `${safeName(ndfc.nrNdfc)}/ndfc.txt`, content: `NDFC nº ${ndfc.nrNdfc}\nEmpregador: ${e.noRazaoSocial}\nCompetências: ${ndfc.dsCompetencias}\nDébito: R$ ${ndfc.vlDebito}\n` },
    ]);
  });
};
