import fastifyMultipart from '@fastify/multipart';
import {
  FILE_MESSAGES,
  FILES_API,
  fileOwnerQuerySchema,
  fileTooLargeMessage,
  storedFileListSchema,
  uploadedFileSchema,
} from '@sisacte/contracts/files/files';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors';
import { idParamsSchema } from '../../lib/params';
import { unencapsulated } from '../../lib/plugin';
import { BEARER_SECURITY, errorResponses } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth';
import { actorOf, traceRead } from '../audit';
import { fileEntity } from './entities';
import { loadFilesConfig } from './config';
import { createFilesService, fileFact, type FilesService } from './service';
import { createStorage, type FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The files module, for modules that delete a record with files (removeAllOf). */
    files: FilesService;
  }
}

export interface FilesOptions {
  /** Default: the storage of FILES_STORAGE (a folder under DATA_DIR unless set to s3). */
  storage?: FileStorage;
  /** Default: FILES_MAX_MB (20 MB). */
  maxBytes?: number;
}

/** Multipart overhead allowed above the file's own limit before a request is refused by its declared length. */
const MULTIPART_SLACK = 64 * 1024;
const TAG = ['Arquivos'];
const binary = z.any().describe('O arquivo (attachment)');
const idFilesParams = z.object({
  idFiles: z
    .string()
    .max(2000, 'Lista de arquivos longa demais')
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'Lista de arquivos inválida: ids separados por vírgula')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    // Ten digits can pass PostgreSQL's integer: such an id names no file.
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'Lista de arquivos inválida: id grande demais'),
});

/**
 * Files attached to records (the file calls of the API). Any logged-in user reaches the routes (401 otherwise);
 * the record's entity then decides: its roles (403), its existence (404).
 */
export const filesPlugin = unencapsulated<FilesOptions>('sisacte-files', async (app, opts) => {
  const config = opts.storage && opts.maxBytes ? null : loadFilesConfig();
  const maxBytes = opts.maxBytes ?? config!.maxBytes;
  const storage = opts.storage ?? (await createStorage(config!.storage));
  app.decorate('files', createFilesService(app.db, storage, maxBytes));
  await app.register(filesRoutes, { maxBytes });
});

const filesRoutes: FastifyPluginAsyncZod<{ maxBytes: number }> = async (app, { maxBytes }) => {
  // Multipart only here: the rest of the API takes JSON.
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, headerPairs: 100 } });
  const route = <S extends { response: Record<number, unknown> }>(summary: string, schema: S, ...errors: number[]) => ({
    onRequest: (app as FastifyInstance).authenticate,
    schema: { ...schema, tags: TAG, summary, security: BEARER_SECURITY, response: { ...schema.response, ...errorResponses(400, 401, 403, ...errors) } },
  });

  app.post(
    FILES_API.upload,
    route('Envia um arquivo (multipart, campo file) para um registro (?entity&codid): tipo verificado pelo conteúdo, tamanho limitado', { querystring: fileOwnerQuerySchema, response: { 201: uploadedFileSchema } }, 404, 413),
    async (request, reply) => {
      const user = currentUser(request);
      // The record and the caller's access first: nothing is read from a refused upload.
      await app.files.requireAccess(user, request.query);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_SLACK) throw new HttpError(413, fileTooLargeMessage(maxBytes));
      if (!request.isMultipart()) throw badRequest(FILE_MESSAGES.NO_FILE);
      // A body that is not multipart as it claims (no boundary, cut short) is the client's fault: 400.
      const part = await request.file().catch((error: unknown) => {
        if (error instanceof HttpError || (error as { statusCode?: number }).statusCode === 413) throw error;
        throw badRequest(FILE_MESSAGES.MALFORMED);
      });
      if (!part) throw badRequest(FILE_MESSAGES.NO_FILE);
      const stored = await app.files.upload(user, request.query, part, actorOf(request));
      return reply.code(201).send(stored);
    },
  );

  for (const path of [FILES_API.listOfEntity, FILES_API.list]) {
    app.get(path, route('Arquivos de um registro (?entity&codid), mais novos primeiro', { querystring: fileOwnerQuerySchema, response: { 200: storedFileListSchema } }, 404), async (request) => {
      const listed = await app.files.list(currentUser(request), request.query);
      // A person's or a complaint's files tab is the opening of their files.
      const subject = fileEntity(request.query.entity)?.trailSubject;
      if (subject) {
        const { entity, codid } = request.query;
        await traceRead(app.db, request, { action: 'read', record: { type: 'arquivo' }, subject: { type: subject, id: codid }, details: { entidade: entity.toLowerCase(), registro: codid } });
      }
      return listed;
    });
  }

  app.get(FILES_API.listByIds, route('Arquivos de uma lista de ids (separados por vírgula), os que o usuário pode ver', { params: idFilesParams, response: { 200: storedFileListSchema } }), async (request) =>
    app.files.listByIds(currentUser(request), request.params.idFiles),
  );

  app.get(
    FILES_API.download,
    route('Baixa um arquivo (attachment, nosniff)', { params: z.object({ filename: z.string().max(300) }), response: { 200: binary } }, 404),
    async (request, reply) => {
      const { file, body } = await app.files.open(currentUser(request), request.params.filename);
      await traceRead(app.db, request, fileFact('download', file.id, file.entity, file.codid)).catch((error: unknown) => {
        body.destroy();
        throw error;
      });
      return reply
        .header('content-type', file.content_type)
        .header('content-length', file.size)
        .header('content-disposition', attachment(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  for (const path of [FILES_API.remove, FILES_API.delete]) {
    app.delete(path, route('Exclui um arquivo', { params: idParamsSchema, response: { 204: z.null().describe('Excluído') } }, 404), async (request, reply) => {
      await app.files.remove(currentUser(request), request.params.id, actorOf(request));
      return reply.code(204).send(null);
    });
  }
};

/** `attachment` with the UTF-8 name first (what the web client reads) and an ASCII fallback. */
function attachment(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename*=UTF-8''${encoded}; filename="${ascii}"`;
}
