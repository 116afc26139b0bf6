import fs from 'node:fs';
import path from 'node:path';
import type { LiveLoadRow } from './live-load';
import { machine } from './report';

/** The budget of the live section: p99 from a write to every stream, at 2,000 streams. */
export const LIVE_P99_BUDGET_MS = 1000;

export function liveMarkdown(date: string, rows: LiveLoadRow[]): string {
  const lines = [
    `# Benchmark Colleghi: flussi in tempo reale (${date})`,
    '',
    'N flussi SSE aperti (un utente, N schede), scritture sequenziali di un evento in agenda sul',
    'primo processo; tempo dalla richiesta di scrittura all’arrivo su ogni flusso, e memoria',
    '(RSS) in più per flusso.',
    '',
    '| Database | Processi | Flussi | Scritture | p50 | p99 | Tutti raggiunti p50 | Tutti raggiunti p99 | Persi | Memoria per flusso |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.processes} | ${r.streams} | ${r.writes} | ${r.p50} ms | ${r.p99} ms | ` +
        `${r.allP50} ms | ${r.allP99} ms | ${r.missed} | ${(r.bytesPerStream / 1024).toFixed(1)} KB |`,
    ),
    '',
    `Obiettivo: p99 sotto ${LIVE_P99_BUDGET_MS} ms a 2000 flussi.`,
    ...rows
      .filter((r) => r.streams >= 2000)
      .map(
        (r) =>
          `- ${r.database}, ${r.processes} processi: p99 ${r.p99} ms ` +
          `${r.p99 < LIVE_P99_BUDGET_MS ? '✅' : '❌'}`,
      ),
    '',
  ];
  return lines.join('\n');
}

export function writeLiveReport(dir: string, date: string, rows: LiveLoadRow[]): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'live-latest.json');
  const markdown = path.join(dir, 'live-latest.md');
  fs.writeFileSync(json, `${JSON.stringify({ date, machine: machine(), live: rows }, null, 2)}\n`);
  fs.writeFileSync(markdown, liveMarkdown(date, rows));
  return [json, markdown];
}
