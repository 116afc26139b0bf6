import { expect, type APIRequestContext } from '@playwright/test';

/** The MailDev the e2e API sends to (playwright.config.ts): its REST API (MailDev 3: under /api). */
export const MAILDEV = 'http://localhost:1081';

export interface DeliveredMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/**
 * The newest e-mail MailDev received for `to` whose subject matches, waiting for the relay to
 * deliver it (it sends right after the commit, or at its next look).
 */
export async function deliveredMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILDEV}/api/email`);
        const mails = (await response.json()) as DeliveredMail[];
        found = mails
          .filter((mail) => mail.to.some((address) => address.address === to))
          .filter((mail) => subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to} matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as DeliveredMail;
}

/** A header of a delivered e-mail, read from its raw source (unfolded). */
export async function mailHeader(
  request: APIRequestContext,
  mail: DeliveredMail,
  name: string,
): Promise<string> {
  const source = await (await request.get(`${MAILDEV}/api/email/${mail.id}/source`)).text();
  const head = source.slice(0, source.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}
