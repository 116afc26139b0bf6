import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError, addError, hasErrors } from './errors';
import type { ErrorTree } from './errors';
import { MSG } from './messages';

/**
 * Adds a field error at the path of every string of `body` that holds a NUL character. A walk
 * with its own stack, not recursion: the JSON parser bounds the depth, and this walk does not
 * depend on that bound to stay safe.
 */
function collectNul(body: unknown, errors: ErrorTree): void {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        addError(errors, path.length > 0 ? path : ['non_field_errors'], MSG.nulCharacter);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, path });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
}

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a query carrying one fails. Such
 * requests are malformed, and answered as the other malformed requests are (before any
 * handler, so before authentication): a NUL in the URL (`%00` in the path or the query) is a
 * 400 { detail }, a NUL inside a JSON string a 400 field error at that field.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, { detail: MSG.nulInUrl });
  });
  app.addHook('preValidation', async (request) => {
    const errors: ErrorTree = {};
    collectNul(request.body, errors);
    if (hasErrors(errors)) throw new ValidationError(errors);
  });
}
