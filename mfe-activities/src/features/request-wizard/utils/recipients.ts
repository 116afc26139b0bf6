import type { RequestDraft } from '@colleghi/shared';

export type Recipients = 'all' | 'priority' | 'aiga' | 'certified';

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
  { value: 'certified', label: 'Solo colleghi certificati', help: 'Solo i profili verificati.' },
];

/** The one filter the draft carries (the wizard offers them as alternatives). */
export function recipientsOf(draft: RequestDraft): Recipients {
  if (draft.only_priority) return 'priority';
  if (draft.only_aiga) return 'aiga';
  if (draft.only_certified) return 'certified';
  return 'all';
}

export function withRecipients(draft: RequestDraft, recipients: Recipients): RequestDraft {
  return {
    ...draft,
    only_priority: recipients === 'priority',
    only_aiga: recipients === 'aiga',
    only_certified: recipients === 'certified',
  };
}

export function recipientsLabel(draft: RequestDraft): string {
  const value = recipientsOf(draft);
  return RECIPIENT_OPTIONS.find((option) => option.value === value)?.label ?? '';
}
