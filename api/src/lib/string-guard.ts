import type { FastifyInstance } from 'fastify';
import { HttpError, ValidationError, addError, hasErrors } from './errors';
import type { ErrorTree } from './errors';
import { MSG } from './messages';

/** A UTF-16 surrogate without its pair: not a character, and not valid Unicode text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string of a body, or null. */
function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return MSG.nulCharacter;
  if (LONE_SURROGATE.test(value)) return MSG.invalidField;
  return null;
}

/**
 * Adds a field error at the path of every string of `body` that is not text PostgreSQL can
 * store as sent. A walk with its own stack, not recursion: the JSON parser bounds the depth,
 * and this walk does not depend on that bound to stay safe.
 */
function collectBadStrings(body: unknown, errors: ErrorTree): void {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) addError(errors, path.length > 0 ? path : ['non_field_errors'], problem);
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
 * Every string of every body is checked here, once, before any route reads it. PostgreSQL text
 * cannot hold a NUL character (U+0000): a query carrying one fails. A lone surrogate (`\ud800`
 * in JSON) is not Unicode: it would be stored as U+FFFD, a name or a note silently changed, so
 * it is refused as an invalid field. Such requests are malformed, and answered as the other
 * malformed requests are (before any handler, so before authentication): a NUL in the URL (`%00`
 * in the path or the query) is a 400 { detail }, a bad string inside a JSON body a 400 field
 * error at that field.
 */
export function installStringGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, { detail: MSG.nulInUrl });
  });
  app.addHook('preValidation', async (request) => {
    const errors: ErrorTree = {};
    collectBadStrings(request.body, errors);
    if (hasErrors(errors)) throw new ValidationError(errors);
  });
}
