import type { RequestDraft } from './wizard';

/** The main group the request goes to; "only certified" narrows any of them further. */
export type Recipients = 'all' | 'priority' | 'aiga';

export const RECIPIENT_OPTIONS: readonly { value: Recipients; label: string; help: string }[] = [
  {
    value: 'all',
    label: 'Tutti i colleghi',
    help: 'La richiesta arriva a tutti i colleghi del foro con la competenza scelta.',
  },
  {
    value: 'priority',
    label: 'Solo utenti con notifiche prioritarie',
    help: 'Solo i professionisti abbonati, avvisati per primi.',
  },
  { value: 'aiga', label: 'Solo iscritti AIGA', help: 'Solo i colleghi iscritti all’AIGA.' },
];

export const ONLY_CERTIFIED_OPTION = {
  label: 'Solo colleghi certificati',
  help: 'Solo i profili verificati, insieme alla scelta qui sopra.',
} as const;

/** The recipient flags a draft and a sent demand both carry. */
export interface RecipientFlags {
  only_priority?: boolean;
  only_aiga: boolean;
  only_certified: boolean;
}

export function recipientsOf(flags: RecipientFlags): Recipients {
  if (flags.only_priority) return 'priority';
  if (flags.only_aiga) return 'aiga';
  return 'all';
}

export function withRecipients(draft: RequestDraft, recipients: Recipients): RequestDraft {
  return {
    ...draft,
    only_priority: recipients === 'priority',
    only_aiga: recipients === 'aiga',
  };
}

export function withOnlyCertified(draft: RequestDraft, onlyCertified: boolean): RequestDraft {
  return { ...draft, only_certified: onlyCertified };
}

/**
 * Who receives the request, in words, the same in the confirmation and in the detail panel:
 * "Tutti i colleghi", "Solo iscritti AIGA", "Solo iscritti AIGA, solo colleghi certificati"…
 */
export function recipientsText(flags: RecipientFlags): string {
  const group = recipientsOf(flags);
  if (!flags.only_certified) {
    return RECIPIENT_OPTIONS.find((option) => option.value === group)?.label ?? '';
  }
  if (group === 'all') return ONLY_CERTIFIED_OPTION.label;
  const label = RECIPIENT_OPTIONS.find((option) => option.value === group)?.label ?? '';
  return `${label}, ${ONLY_CERTIFIED_OPTION.label.toLowerCase()}`;
}
