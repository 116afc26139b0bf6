import type { FastifyInstance } from 'fastify';
import { HttpError, nonFieldError } from './errors';
import { MSG } from './messages';

/**
 * The deepest nesting a JSON body may have: the richest body of the API (PUT users/me/ with a
 * law firm and skill objects) is 4 levels deep; 64 leaves room and keeps every later walk of
 * the body (the NUL check, the field readers) cheap and shallow.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Index of the quote that closes the string opened at `start`, or -1 when it is not closed. */
function stringEnd(text: string, start: number): number {
  let at = start + 1;
  for (;;) {
    at = text.indexOf('"', at);
    if (at === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
    at += 1;
  }
}

/**
 * Whether the JSON text opens more than `max` objects and arrays inside each other. One pass,
 * no recursion, strings skipped whole (brackets inside them do not count). Only valid JSON is
 * measured exactly; anything else is left to JSON.parse to refuse.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = stringEnd(text, i);
      if (i === -1) return false;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces Fastify's application/json parser with one that measures the nesting first (a
 * 30 KB body can nest thousands of levels, and every walk of it would then recurse that deep),
 * then parses as Fastify does (prototype poisoning refused), and refuses a body that is an
 * array or a scalar: every endpoint takes an object, or no body. `null` is left to the body
 * readers (read as an empty object, which they never accept as a valid body).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (jsonDeeperThan(body, MAX_JSON_DEPTH)) {
        done(new HttpError(400, { detail: MSG.jsonTooDeep(MAX_JSON_DEPTH) }), undefined);
        return;
      }
      parse(request, body, (error, value) => {
        if (error) done(error, undefined);
        else if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
          done(nonFieldError(MSG.expectedObjectBody), undefined);
        } else done(null, value);
      });
    },
  );
}
