import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials (auth_token, token, key, password, secret…). */
const SECRET_PARAM = /token|key|password|secret|code/i;
const REDACTED = '[redacted]';

/** The request's path with the values of credential-like query parameters replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is tested as written.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * Fastify's request serializer without the secrets: the URL's credential values are replaced,
 * and no header is logged (Authorization carries the session key).
 */
function requestValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/**
 * The logger options every app runs with (main.ts's and the tests'): whatever level and stream
 * are asked for, request lines never carry a session key or a password. Bodies are never logged;
 * errors of failed queries are logged without their parameters (src/lib/error-handler.ts).
 */
export function safeLogger(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...base.serializers, req: requestValue },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'password',
        '*.password',
      ],
      censor: REDACTED,
    },
  };
}
