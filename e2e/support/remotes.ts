import type { Locator, Page } from '@playwright/test';
import { DEMO_LAWYER } from './session';

export type RemoteName = 'activities' | 'agenda' | 'account' | 'learning' | 'records';

/** One remote as the demo lawyer meets it in the shell. */
export interface RemoteArea {
  name: RemoteName;
  /** Its build folder, for a second deployment (support/static-server.ts). */
  app: string;
  manifestUrl: string;
  /** A page it owns, and the level-1 heading there. */
  path: string;
  heading: string;
  /** The link of the main navigation that leads there (the profile is in the profile menu). */
  navLabel?: string;
  /** The area's name in the host's loader and fallback ("La sezione … non è disponibile"). */
  label: string;
  /** Something on that page that only shows once the remote has read the host's session. */
  ready: (page: Page) => Locator;
  /** Another remote to visit while this one is broken. */
  neighbour: RemoteName;
}

export const REMOTES: RemoteArea[] = [
  {
    name: 'activities',
    app: 'mfe-activities',
    manifestUrl: 'http://localhost:3001/mf-manifest.json',
    path: '/activity-request',
    heading: 'Le mie richieste',
    navLabel: 'Attività',
    label: 'Attività',
    ready: (page) => page.getByRole('tab').first(),
    neighbour: 'learning',
  },
  {
    name: 'agenda',
    app: 'mfe-agenda',
    manifestUrl: 'http://localhost:3002/mf-manifest.json',
    path: '/agenda',
    heading: 'Agenda',
    navLabel: 'Agenda',
    label: 'Agenda',
    ready: (page) => page.getByRole('button', { name: 'Nuovo evento' }),
    neighbour: 'learning',
  },
  {
    name: 'account',
    app: 'mfe-account',
    manifestUrl: 'http://localhost:3003/mf-manifest.json',
    path: '/profile',
    heading: 'Profilo',
    label: 'Profilo e abbonamenti',
    ready: (page) => page.getByRole('main').getByText(DEMO_LAWYER.name).first(),
    neighbour: 'agenda',
  },
  {
    name: 'learning',
    app: 'mfe-learning',
    manifestUrl: 'http://localhost:3004/mf-manifest.json',
    path: '/courses',
    heading: 'Corsi',
    navLabel: 'Corsi',
    label: 'Formazione',
    ready: (page) => page.getByRole('link', { name: 'I miei corsi' }),
    neighbour: 'agenda',
  },
  {
    name: 'records',
    app: 'mfe-records',
    manifestUrl: 'http://localhost:3005/mf-manifest.json',
    path: '/records',
    heading: 'Verbali',
    navLabel: 'Verbali',
    label: 'Verbali',
    ready: (page) => page.getByRole('button', { name: 'Nuovo verbale' }),
    neighbour: 'agenda',
  },
];
