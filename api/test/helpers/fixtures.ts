import type { Comune } from '../../src/seed/comuni';
import { loadComuni } from '../../src/seed/comuni';

/** A handful of real municipalities: enough for searches, offices and the demo accounts. */
const FIXTURE_CITIES: [string, string][] = [
  ['Milano', 'MI'],
  ['Sesto San Giovanni', 'MI'],
  ['Monza', 'MB'],
  ['Roma', 'RM'],
  ['Fiano Romano', 'RM'],
  ['Bergamo', 'BG'],
  ['Romano di Lombardia', 'BG'],
  ['Napoli', 'NA'],
  ['Torino', 'TO'],
  ['Bolzano', 'BZ'],
  ['Reggio di Calabria', 'RC'],
];

let cached: Comune[] | null = null;

export function fixtureComuni(): Comune[] {
  if (!cached) {
    const wanted = new Set(FIXTURE_CITIES.map(([name, sigla]) => `${name}|${sigla}`));
    cached = loadComuni().filter((c) => wanted.has(`${c.nome}|${c.sigla}`));
  }
  return cached;
}
