import type { ApiErrorBody } from './api-result';

export const NETWORK_ERROR_MESSAGE =
  'Impossibile contattare il server. Controlla la connessione e riprova.';

/**
 * Turns a server error body into one message per field, so a form can show it under the input:
 * nested serializer errors become dotted keys ('profile.city'), lists give their first message.
 */
export function flattenFieldErrors(error: ApiErrorBody | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (error) collect(error, '', out);
  return out;
}

function collect(value: unknown, key: string, out: Record<string, string>): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (key && !(key in out)) out[key] = String(value);
    return;
  }
  if (Array.isArray(value)) {
    // ['msg', 'msg2'] -> first message; [{}, { name: ['x'] }] (list serializers) -> 'key.1.name'.
    const first = value.find((item) => typeof item === 'string');
    if (typeof first === 'string') {
      if (key && !(key in out)) out[key] = first;
      return;
    }
    value.forEach((item, index) => collect(item, join(key, String(index)), out));
    return;
  }
  if (typeof value === 'object') {
    for (const [child, nested] of Object.entries(value)) collect(nested, join(key, child), out);
  }
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

export const GENERIC_ERROR_MESSAGE = 'Si è verificato un errore. Riprova.';

/**
 * The one message a screen shows for a refused call, in the server's own words: `message`
 * (coupons, activation), `detail`, `non_field_errors`, then the first field message; `fallback`
 * when the body says nothing usable.
 */
export function serverErrorMessage(
  error: ApiErrorBody | null,
  fallback: string = GENERIC_ERROR_MESSAGE,
): string {
  if (!error) return fallback;
  if (typeof error.message === 'string' && error.message) return error.message;
  if (typeof error.detail === 'string' && error.detail) return error.detail;
  if (error.non_field_errors?.[0]) return error.non_field_errors[0];
  return Object.values(flattenFieldErrors(error))[0] ?? fallback;
}
