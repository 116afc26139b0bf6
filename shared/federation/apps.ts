/** Names and default ports of the six apps (production static servers and dev servers). */
export const APPS = {
  host: { port: 3000, dir: 'host' },
  activities: { port: 3001, dir: 'mfe-activities' },
  agenda: { port: 3002, dir: 'mfe-agenda' },
  account: { port: 3003, dir: 'mfe-account' },
  learning: { port: 3004, dir: 'mfe-learning' },
  records: { port: 3005, dir: 'mfe-records' },
} as const;

export const REMOTE_NAMES = ['activities', 'agenda', 'account', 'learning', 'records'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
