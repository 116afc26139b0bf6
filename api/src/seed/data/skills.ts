import type { SkillType } from '../../db/schema';

export interface SkillSeed {
  id: number;
  name: string;
  type: SkillType;
  isMain: boolean;
  description?: string;
}

/**
 * Ids are fixed: the clients hard-code 12 (Generica, hidden from pick lists),
 * 16 (Attività di cancelleria, the lawyers' toggle) and 17 (Camera di commercio, the accountants').
 */
export const SKILLS: SkillSeed[] = [
  { id: 1, name: 'Diritto civile', type: 'BASIC', isMain: true },
  { id: 2, name: 'Diritto penale', type: 'BASIC', isMain: true },
  { id: 3, name: 'Diritto amministrativo', type: 'BASIC', isMain: true },
  { id: 4, name: 'Diritto tributario', type: 'BASIC', isMain: true },
  { id: 5, name: 'Diritto del lavoro', type: 'PROFESSIONAL', isMain: true },
  { id: 6, name: 'Diritto di famiglia', type: 'PROFESSIONAL', isMain: true },
  { id: 7, name: 'Recupero crediti', type: 'PROFESSIONAL', isMain: true },
  { id: 8, name: 'Infortunistica stradale', type: 'PROFESSIONAL', isMain: false },
  { id: 9, name: 'Diritto condominiale', type: 'PROFESSIONAL', isMain: false },
  { id: 10, name: 'Esecuzioni immobiliari', type: 'PROFESSIONAL', isMain: false },
  { id: 11, name: 'Diritto commerciale', type: 'PROFESSIONAL', isMain: true },
  {
    id: 12,
    name: 'Generica',
    type: 'BASIC',
    isMain: false,
    description: 'Attività generiche non legate a una materia specifica.',
  },
  { id: 13, name: 'Proprietà intellettuale', type: 'PROFESSIONAL', isMain: false },
  { id: 14, name: 'Diritto societario', type: 'PROFESSIONAL', isMain: false },
  { id: 15, name: "Diritto fallimentare e crisi d'impresa", type: 'PROFESSIONAL', isMain: false },
  {
    id: 16,
    name: 'Attività di cancelleria',
    type: 'ADDITIONAL_SKILLS',
    isMain: false,
    description: 'Depositi, ritiro copie e adempimenti presso le cancellerie.',
  },
  {
    id: 17,
    name: 'Camera di commercio',
    type: 'ADDITIONAL_SKILLS',
    isMain: false,
    description: 'Pratiche e adempimenti presso la Camera di commercio.',
  },
  { id: 18, name: "Diritto dell'immigrazione", type: 'ADDITIONAL_SKILLS', isMain: false },
  { id: 19, name: 'Diritto bancario e finanziario', type: 'PROFESSIONAL', isMain: false },
  { id: 20, name: 'Diritto delle assicurazioni', type: 'PROFESSIONAL', isMain: false },
  { id: 21, name: 'Responsabilità medica', type: 'PROFESSIONAL', isMain: false },
  { id: 22, name: 'Privacy e protezione dei dati', type: 'ADDITIONAL_SKILLS', isMain: false },
  { id: 23, name: "Diritto dell'ambiente", type: 'ADDITIONAL_SKILLS', isMain: false },
  { id: 24, name: 'Diritto internazionale privato', type: 'ADDITIONAL_SKILLS', isMain: false },
  { id: 25, name: 'Diritto sportivo', type: 'ADDITIONAL_SKILLS', isMain: false },
  { id: 26, name: 'Diritto agrario', type: 'ADDITIONAL_SKILLS', isMain: false },
  { id: 27, name: 'Locazioni e sfratti', type: 'PROFESSIONAL', isMain: false },
  { id: 28, name: 'Successioni e donazioni', type: 'PROFESSIONAL', isMain: false },
  { id: 29, name: 'Diritto dei consumatori', type: 'ADDITIONAL_SKILLS', isMain: false },
  { id: 30, name: 'Contenzioso tributario', type: 'PROFESSIONAL', isMain: false },
];
