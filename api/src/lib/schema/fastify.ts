import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../errors';
import type { ErrorTree } from '../errors';
import { MSG } from '../messages';
import { issuesToTree } from './errors';
import { isPlainObject } from './fields';

/** The OpenAPI security requirement of a route that needs `Authorization: Token <key>`. */
export const TOKEN_AUTH = [{ Token: [] }];

/** Whether a route's schema declares the token requirement (see installSchemas). */
export function requiresToken(schema: FastifySchema | undefined): boolean {
  const security = (schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length > 0;
}

/**
 * Reads a request body with a schema, by the validator's rules: no body reads as {} (so every
 * missing required field is named), a JSON null is refused as not an object when nothing else is
 * wrong. Issues come back as the DRF error tree. Routes whose schema depends on a stored row call
 * it from their handler.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
): { data: z.output<Schema>; errors?: undefined } | { data?: undefined; errors: ErrorTree } {
  if (raw !== undefined && raw !== null && !isPlainObject(raw)) {
    // Text sent as text/plain, an array: every body is an object.
    return { errors: { non_field_errors: [MSG.expectedObjectBody] } };
  }
  const result = schema.safeParse(raw ?? {});
  if (!result.success) return { errors: issuesToTree(result.error.issues) };
  if (raw === null) return { errors: { non_field_errors: [MSG.expectedObjectBody] } };
  return { data: result.data };
}

/** Validates a request part with its zod schema; issues become the API's 400. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'body') {
      const body = parseBody(schema, data);
      return body.errors ? { error: new ValidationError(body.errors) } : { value: body.data };
    }
    const result = schema.safeParse(data);
    if (!result.success) return { error: new ValidationError(issuesToTree(result.error.issues)) };
    return { value: result.data };
  };

/**
 * Responses are written with JSON.stringify. With `check` (the test suites), each one is first
 * checked against its route's response schema, so a route that drifts from its documented
 * shape fails its tests with a 500 naming the route and the fields.
 */
function serializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!check) return (data) => JSON.stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        const fields = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        throw new Error(
          `${method} ${url}: response does not match its schema (${fields.join('; ')})`,
        );
      }
      return JSON.stringify(data);
    };
  };
}

/**
 * Route schemas are zod schemas (with fastify-type-provider-zod's types): requests are
 * validated by them, responses checked by them in tests, and the OpenAPI document is generated
 * from them. A route whose schema declares TOKEN_AUTH is authenticated here, once, before its
 * body is validated: a caller without a valid token gets 401, never a validation error, and the
 * handler reads the session the hook kept (sessionOf).
 */
export function installSchemas(
  app: FastifyInstance,
  options: {
    checkResponses: boolean;
    authenticate: (request: FastifyRequest) => Promise<void>;
  },
): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(options.checkResponses));
  // After the body is parsed (a malformed or too deep body is a 400 whoever sends it), before
  // it is validated.
  app.addHook('preValidation', async (request) => {
    if (requiresToken(request.routeOptions.schema)) await options.authenticate(request);
  });
}
