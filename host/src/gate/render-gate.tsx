/**
 * Run by gate-html.ts (in Node, with tsx) when index.html is built: prints, as JSON, the static
 * copy of the mobile-app page and the compiled narrow gate that shows it. The page is the React
 * page itself, rendered with the app's theme: one source for its texts, links and look, and the
 * same styles MUI writes in the browser, inline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppThemeProvider } from '@colleghi/shared/ui';
import { MobileGatePage } from '../pages/mobile-gate-page';
import { narrowGateOptions } from './gate-options';

/** narrow-gate.ts as one minified function expression, for an inline <script>. */
function gateScript(): string {
  const file = path.join(__dirname, 'narrow-gate.ts');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020', minify: { mangle: true } },
    minify: true,
    isModule: true,
  });
  const body = /^export function narrowGate\(/.exec(code) ? code.replace(/^export /, '') : null;
  if (!body || body.includes('export ') || body.includes('import ')) {
    throw new Error(`${file} must compile to one function, narrowGate: ${code.slice(0, 200)}`);
  }
  return `(${body.trim().replace(/;$/, '')})`;
}

const page = renderToStaticMarkup(
  <AppThemeProvider>
    <main>
      <MobileGatePage />
    </main>
  </AppThemeProvider>,
);

process.stdout.write(
  JSON.stringify({ page, script: gateScript(), options: narrowGateOptions([]) }),
);
