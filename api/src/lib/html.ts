import { createHash } from 'node:crypto';
import { z } from 'zod';

/** Small server-rendered pages (sandbox approval, certification offer): escaping and layout. */

/** A route's HTML answer: sent as text with its own content type, never through the serializer. */
export const HTML_PAGE = { content: { 'text/html': { schema: z.string() } } };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The one inline style block of every page; its hash is what the pages' CSP allows. */
const PAGE_STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f5f7;color:#1d2530;margin:0}
main{max-width:480px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin-top:0}
dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px}
dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.actions{display:flex;gap:12px;margin-top:24px}
button,.button{flex:1;font:inherit;padding:12px 16px;border-radius:8px;border:0;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#0070ba;color:#fff}
.secondary{background:#e6e9ee;color:#1d2530}
ul{padding-left:20px}
`;

/** CSP source of PAGE_STYLE: the pages need no 'unsafe-inline' and run no script at all. */
export const PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

/** A whole page; `body` must already be escaped HTML, without inline styles or scripts. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
