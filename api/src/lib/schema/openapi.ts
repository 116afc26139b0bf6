import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const SCHEMA_PATH = '/api/schema/';
export const DOCS_PREFIX = '/api/docs';

/** The reference page: its own files and the document only; its components set inline styles. */
const DOCS_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "form-action 'none'",
  "img-src 'self' data:",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

const DESCRIPTION = [
  "L'API REST di Colleghi: deleghe tra colleghi (domiciliazioni, sostituzioni d'udienza,",
  'attività di cancelleria), agenda delle udienze, verbali condivisi, notizie, profilo,',
  'abbonamenti e corsi.',
  '',
  'Autenticazione: `Authorization: Token <chiave>`, con la chiave ricevuta da',
  '`POST /api/auth/login/`. Gli errori di validazione hanno la forma',
  '`{ "campo": ["messaggio"], "non_field_errors": ["messaggio"] }`, in italiano.',
].join('\n');

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas: served as JSON at
 * /api/schema/, browsable at /api/docs/. Registered before the routes, which it collects as
 * they are added.
 */
export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Colleghi API', version, description: DESCRIPTION },
      components: {
        securitySchemes: {
          Token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'La chiave di sessione, nella forma `Token <chiave>`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null },
    uiHooks: {
      onRequest: async (request, reply) => {
        // The page's own policy; its JSON and files get the API's (lib/security-headers.ts).
        reply.header('Content-Security-Policy', DOCS_CSP);
        // The reference's old address: its own redirect keeps the query string and would send a
        // request with one back to itself forever.
        if (request.url.startsWith(`${DOCS_PREFIX}/static/index.html`)) {
          await reply.redirect(`${DOCS_PREFIX}/`);
        }
      },
    },
  });
  app.get(SCHEMA_PATH, { schema: { hide: true } }, async () => app.swagger());
}
