import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import type { EmailData, EmailKind } from '../emails/templates';
import { isSecurityEmail, composeEmail } from '../emails/templates';
import type { OutgoingEmail } from '../lib/outbox';
import { queueEmail, secretMark } from '../lib/outbox';
import { unsubscribeToken } from '../lib/unsubscribe-token';

/**
 * The e-mails the API queues, rendered from their templates (src/emails). A password or a
 * token goes in `secrets`, and the message holds its mark (the outbox decides whether it is
 * stored in clear); the relay writes it into both parts.
 */

/** The guest's generated password (account security: sent whatever the setting). */
export async function welcomeWithPasswordEmail(input: {
  to: string;
  firstName: string;
  password: string;
  webUrl: string;
}): Promise<OutgoingEmail> {
  const data = { firstName: input.firstName, password: secretMark('password') };
  return {
    ...(await securityEmail('welcome-password', input.to, data, input.webUrl)),
    secrets: { password: input.password },
  };
}

export async function passwordResetEmail(input: {
  to: string;
  firstName: string;
  webUrl: string;
  uid: number;
  token: string;
  validMinutes: number;
}): Promise<OutgoingEmail> {
  const data = {
    firstName: input.firstName,
    uid: input.uid,
    token: secretMark('token'),
    validMinutes: input.validMinutes,
  };
  return {
    ...(await securityEmail('password-reset', input.to, data, input.webUrl)),
    secrets: { token: input.token },
  };
}

/** A security notice: sent whatever the notification preferences. */
export async function passwordChangedEmail(input: {
  to: string;
  firstName: string;
  webUrl: string;
}): Promise<OutgoingEmail> {
  return securityEmail('password-changed', input.to, { firstName: input.firstName }, input.webUrl);
}

async function securityEmail<K extends EmailKind>(
  kind: K,
  to: string,
  data: EmailData<K>,
  webUrl: string,
): Promise<OutgoingEmail> {
  const rendered = await composeEmail(kind, data, { appUrl: webUrl, unsubscribeUrl: null });
  return { kind, to, subject: rendered.subject, body: rendered.text, html: rendered.html };
}

/** What queueing a notice e-mail needs from the app. */
export type NoticeMailContext = Pick<AppContext, 'webUrl' | 'apiUrl' | 'unsubscribeKey'>;

/** The page that turns the user's e-mail setting off (GET) and its one-click POST. */
export function unsubscribeUrl(ctx: NoticeMailContext, userId: number, now: Date): string {
  return `${ctx.apiUrl}/api/users/unsubscribe/?token=${unsubscribeToken(ctx.unsubscribeKey, userId, now)}`;
}

/**
 * Queues the e-mail `kind` to the user `userId` (inside the caller's transaction), unless they
 * turned e-mail off: every message that is not about the account's security honours the
 * setting, and carries a signed link (and the List-Unsubscribe headers) that turns it off.
 * `data` gets the recipient's first name. Whether it was queued.
 */
export async function queueNoticeEmail<K extends EmailKind>(
  db: Executor,
  ctx: NoticeMailContext,
  userId: number,
  kind: K,
  data: (recipient: { firstName: string }) => EmailData<K>,
  now: Date,
): Promise<boolean> {
  if (isSecurityEmail(kind)) throw new Error(`${kind} is account security mail, not a notice`);
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, enabled: users.emailEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.enabled) return false;
  const link = unsubscribeUrl(ctx, userId, now);
  const rendered = await composeEmail(kind, data({ firstName: user.firstName }), {
    appUrl: ctx.webUrl,
    unsubscribeUrl: link,
  });
  await queueEmail(
    db,
    {
      kind,
      to: user.email,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      listUnsubscribe: link,
    },
    now,
  );
  return true;
}
