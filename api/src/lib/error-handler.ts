import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { MSG } from './messages';

// Fastify's own request errors, all answered as 400 with an Italian detail: they are the
// client's mistake, never a server bug.
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MSG.badRequest,
};

/** Fields of a PostgreSQL error that name things, never values. */
const DB_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'];

/**
 * What the log says of an error. A failed query is logged by its SQL, its PostgreSQL error
 * code and the names involved, without its parameters, nor the database's message and detail
 * (they quote the values: user data, passwords' hashes, tokens). Other errors unchanged.
 */
function loggable(error: Error): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause: Record<string, unknown> = error.cause instanceof Error ? { ...error.cause } : {};
  const named = DB_ERROR_FIELDS.filter((key) => typeof cause[key] === 'string');
  return {
    type: 'DrizzleQueryError',
    message: 'Failed query',
    query: error.query,
    ...Object.fromEntries(named.map((key) => [key, cause[key]])),
    // The first lines of the stack repeat the message, parameters included.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(400).send({ detail: known });
    // JSON.parse failures raised by a custom parser, proto-poisoning and other 4xx of Fastify.
    if (error instanceof SyntaxError) return reply.code(400).send({ detail: MSG.invalidJson });
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send({ detail: MSG.badRequest });
    }
    request.log.error({ err: loggable(error) }, 'unhandled error');
    return reply.code(500).send({ detail: MSG.serverError });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: MSG.notFound }));
}
