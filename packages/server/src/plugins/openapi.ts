import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { unencapsulated } from '../lib/plugin';

const DOCS_PREFIX = '/api/docs';

/** OpenAPI document built from the routes' zod schemas, at /api/docs/json, with Swagger UI at /api/docs. */
export const openapiPlugin = unencapsulated('sisacte-openapi', async (app) => {
  // Registered before the routes: @fastify/swagger collects them through an onRoute hook.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SisActe API',
        description: 'Denúncias, autodiagnóstico, relatórios de fiscalização e acolhimento de migrantes',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});
