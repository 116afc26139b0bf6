import type { WizardStep } from '../../../domain/wizard';

/** Short names for the stepper. */
export const STEP_LABELS: Record<WizardStep, string> = {
  1: 'Tipo',
  2: 'Attività',
  3: 'Ufficio',
  4: 'Competenza',
  5: 'Data e ora',
  6: 'I tuoi dati',
};

/** The question each step answers, shown as its heading. */
export const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Di che tipo di attività hai bisogno?',
  2: 'Descrivi l’attività e il compenso',
  3: 'Dove si svolge l’attività?',
  4: 'Quale competenza è richiesta?',
  5: 'Quando e a chi inviarla?',
  6: 'I tuoi dati',
};

export const PAGE_TITLE = 'Richiedi un’attività';
