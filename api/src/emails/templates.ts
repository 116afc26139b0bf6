import type { ComponentType } from 'react';
import { createElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { EmailFrame } from './layout';
import { PasswordChangedEmail, PasswordResetEmail, WelcomePasswordEmail } from './account';
import {
  ActivityAssignedEmail,
  ActivityCompletedEmail,
  ActivityPaidEmail,
  CandidacyAcceptedEmail,
  NewRequestEmail,
} from './activities';
import { AgendaReminderEmail, agendaReminderSubject } from './agenda';
import { CoursePurchasedEmail, RecordOpenedEmail, SubscriptionActivatedEmail } from './purchases';

interface Template<Data> {
  subject: (data: Data) => string;
  Component: ComponentType<EmailFrame & Data>;
  /**
   * Account security (a password, a reset link, a changed password): sent whatever the user's
   * e-mail setting, and without an unsubscribe link.
   */
  security: boolean;
}

const template = <Data>(t: Template<Data>) => t;

/** Every message the API sends, by kind (the outbox row's `kind`). */
export const EMAIL_TEMPLATES = {
  'welcome-password': template({
    subject: () => 'Benvenuto su Colleghi: ecco la tua password',
    Component: WelcomePasswordEmail,
    security: true,
  }),
  'password-reset': template({
    subject: () => 'Reimposta la tua password di Colleghi',
    Component: PasswordResetEmail,
    security: true,
  }),
  'password-changed': template({
    subject: () => 'La password di Colleghi è stata cambiata',
    Component: PasswordChangedEmail,
    security: true,
  }),
  'new-request': template({
    subject: (data) => `Nuova richiesta di attività: ${data.activity}`,
    Component: NewRequestEmail,
    security: false,
  }),
  'candidacy-accepted': template({
    subject: (data) => `${data.colleague} è disponibile per ${data.activity}`,
    Component: CandidacyAcceptedEmail,
    security: false,
  }),
  'activity-assigned': template({
    subject: (data) => `Ti è stato assegnato un incarico: ${data.activity}`,
    Component: ActivityAssignedEmail,
    security: false,
  }),
  'activity-completed': template({
    subject: (data) => `Attività conclusa: ${data.activity}`,
    Component: ActivityCompletedEmail,
    security: false,
  }),
  'activity-paid': template({
    subject: (data) => `Compenso pagato: ${data.activity}`,
    Component: ActivityPaidEmail,
    security: false,
  }),
  'subscription-activated': template({
    subject: (data) => `Abbonamento ${data.plan} attivato`,
    Component: SubscriptionActivatedEmail,
    security: false,
  }),
  'course-purchased': template({
    subject: (data) =>
      data.isPackage ? `Pacchetto acquistato: ${data.name}` : `Corso acquistato: ${data.name}`,
    Component: CoursePurchasedEmail,
    security: false,
  }),
  'record-opened': template({
    subject: (data) => `${data.colleague} ha aperto il tuo verbale ${data.record}`,
    Component: RecordOpenedEmail,
    security: false,
  }),
  'agenda-reminder': template({
    subject: agendaReminderSubject,
    Component: AgendaReminderEmail,
    security: false,
  }),
};

export type EmailKind = keyof typeof EMAIL_TEMPLATES;
export const EMAIL_KINDS = Object.keys(EMAIL_TEMPLATES) as EmailKind[];

/** What a template needs besides the frame (the outbox's links). */
export type EmailData<K extends EmailKind> =
  (typeof EMAIL_TEMPLATES)[K] extends Template<infer Data> ? Data : never;

export function isSecurityEmail(kind: EmailKind): boolean {
  return EMAIL_TEMPLATES[kind].security;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  /** The plain-text part, from the HTML (links written out after their text). */
  text: string;
}

/**
 * Headings keep their case in the text part (html-to-text shouts them by default), and lines
 * are not wrapped (a mail client wraps them to its own width).
 */
const TEXT_OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    // The label and value rows read as two columns; React Email lays everything else out in
    // tables too, which stay plain blocks of text.
    {
      selector: 'table.details',
      format: 'dataTable',
      options: { maxColumnWidth: 200, colSpacing: 2 },
    },
  ],
};

/**
 * The message of `kind` for `data`: subject, HTML (lang="it", every user text escaped by React)
 * and its plain-text part. Subjects are single lines whatever the data holds.
 */
export async function composeEmail<K extends EmailKind>(
  kind: K,
  data: EmailData<K>,
  frame: EmailFrame,
): Promise<RenderedEmail> {
  const chosen = EMAIL_TEMPLATES[kind] as unknown as Template<EmailData<K>>;
  const props: EmailFrame & EmailData<K> = Object.assign({}, frame, data);
  const html = await render(createElement(chosen.Component, props));
  return {
    subject: chosen.subject(data).replace(/\s+/g, ' ').trim(),
    html,
    text: toPlainText(html, TEXT_OPTIONS),
  };
}
