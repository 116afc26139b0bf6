import type { EmailData, EmailKind } from './templates';

const demand = {
  firstName: 'Giulia',
  colleague: 'Marco Rossi',
  activity: 'Sostituzione in udienza',
  office: 'Tribunale di Milano',
  when: '4 marzo 2026 alle 09:30',
};

/**
 * Sample data of every template, for the development preview (and its tests): made-up values
 * where the real messages carry the marks of their secrets.
 */
export const EMAIL_SAMPLES: { [K in EmailKind]: EmailData<K> } = {
  'welcome-password': { firstName: 'Giulia', password: 'Xk7pQ2mR9vLa' },
  'password-reset': {
    firstName: 'Giulia',
    uid: 42,
    token: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822c',
    validMinutes: 60,
  },
  'password-changed': { firstName: 'Giulia' },
  'new-request': { ...demand, colleague: 'Marco R.' },
  'candidacy-accepted': demand,
  'activity-assigned': demand,
  'activity-completed': demand,
  'activity-paid': demand,
  'subscription-activated': {
    firstName: 'Giulia',
    plan: 'Professional',
    expires: '4 marzo 2027',
    bankTransfer: false,
  },
  'course-purchased': {
    firstName: 'Giulia',
    name: 'Il processo civile telematico',
    isPackage: false,
  },
  'record-opened': { firstName: 'Giulia', colleague: 'Marco Rossi', record: 'VRB-2026-0042' },
  'agenda-reminder': {
    firstName: 'Giulia',
    name: 'Adempimento · Deposito memoria ex art. 171-ter',
    date: '11 marzo 2026',
    due: 'tra 7 giorni',
    nrg: '1234/2026',
    office: 'Tribunale di Milano',
    eventId: 7,
    isoDate: '2026-03-11',
  },
};
