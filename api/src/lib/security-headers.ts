import type { FastifyInstance } from 'fastify';
import { PAGE_STYLE_SOURCE } from './html';

/**
 * JSON (and .ics) answers: nothing may load, run or frame anything from them, even if a browser
 * were tricked into rendering one as a document.
 */
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The API's own HTML pages (the sandbox PayPal approval page, the certification offer): their
 * one inline style block by hash, no script, and forms that post to the API itself. The sandbox
 * answers a form with a 303 to the return URL on the web app, and browsers check redirects of a
 * form submission against form-action too, hence the app origins.
 */
export function pageCsp(appOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${PAGE_STYLE_SOURCE}`,
    `form-action ${["'self'", ...appOrigins].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Headers on every answer (errors, 404s and CORS preflights included): no MIME sniffing, no
 * Referer leaving the API (feed URLs and sandbox tokens live in paths), and a CSP chosen by
 * the content type.
 */
export function installSecurityHeaders(app: FastifyInstance, appOrigins: readonly string[]): void {
  const htmlCsp = pageCsp(appOrigins);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    const html = String(reply.getHeader('Content-Type') ?? '').startsWith('text/html');
    // An HTML page may bring its own policy (the API reference's lists its scripts by hash);
    // anything else is never a document, whatever a plugin set.
    if (!html) reply.header('Content-Security-Policy', API_CSP);
    else if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', htmlCsp);
    }
    return payload;
  });
}
