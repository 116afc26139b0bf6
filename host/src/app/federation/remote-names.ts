export const REMOTE_NAMES = ['activities', 'agenda', 'account', 'learning', 'records'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Italian names of the areas, used by loaders and fallbacks. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  activities: 'Attività',
  agenda: 'Agenda',
  account: 'Profilo e abbonamenti',
  learning: 'Formazione',
  records: 'Verbali',
};
