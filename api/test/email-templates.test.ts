import { EMAIL_SAMPLES } from '../src/emails/samples';
import { EMAIL_KINDS, EMAIL_TEMPLATES, composeEmail } from '../src/emails/templates';
import { buildApp } from '../src/app';
import type { Api } from './helpers/http';
import { setupTestServer } from './helpers/suite';

const FRAME = { appUrl: 'https://app.colleghi.it', unsubscribeUrl: null };
const UNSUBSCRIBE = 'https://api.colleghi.it/api/users/unsubscribe/?token=1.2.abc';
const HOSTILE = '<script>alert("x")</script> & <b>Rossi</b>';

/** Every href of an HTML part. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('e-mail templates', () => {
  it.each(EMAIL_KINDS)(
    '%s: Italian HTML and text, every link absolute to the app',
    async (kind) => {
      const security = EMAIL_TEMPLATES[kind].security;
      const frame = { ...FRAME, unsubscribeUrl: security ? null : UNSUBSCRIBE };
      const mail = await composeEmail(kind, EMAIL_SAMPLES[kind] as never, frame);
      expect(mail.html).toMatch(/<html[^>]* lang="it"/);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).toContain('Ciao Giulia,');
      expect(mail.text).toContain('Il team di Colleghi');
      const links = hrefs(mail.html);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        expect(
          link.startsWith('https://app.colleghi.it/') ||
            link === UNSUBSCRIBE.replace(/&/g, '&amp;'),
        ).toBe(true);
      }
      // The security mail says why it has no unsubscribe link; the others carry it.
      if (security) {
        expect(mail.text).toContain('lo ricevi anche con le notifiche e-mail disattivate');
        expect(mail.html).not.toContain('unsubscribe');
      } else {
        expect(links).toContain(UNSUBSCRIBE);
        expect(mail.text).toContain(UNSUBSCRIBE);
      }
    },
  );

  it('escapes what users wrote: a name or an activity cannot add markup', async () => {
    const data = { ...EMAIL_SAMPLES['new-request'], colleague: HOSTILE, activity: HOSTILE };
    const mail = await composeEmail('new-request', data, { ...FRAME, unsubscribeUrl: UNSUBSCRIBE });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Rossi');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // The text part is text: the name reads as it was typed.
    expect(mail.text).toContain(HOSTILE);
  });

  it('keeps a subject on one line whatever the data holds', async () => {
    const data = { ...EMAIL_SAMPLES['course-purchased'], name: 'Corso\r\nBcc: x@evil.it' };
    const mail = await composeEmail('course-purchased', data, {
      ...FRAME,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail.subject).toBe('Corso acquistato: Corso Bcc: x@evil.it');
  });

  it('the reminder: name, due date, NRG, office and a link that opens the event', async () => {
    const mail = await composeEmail('agenda-reminder', EMAIL_SAMPLES['agenda-reminder'], {
      ...FRAME,
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail.subject).toBe('Promemoria: Adempimento · Deposito memoria ex art. 171-ter');
    for (const part of ['11 marzo 2026', '1234/2026', 'Tribunale di Milano', 'tra 7 giorni']) {
      expect(mail.text).toContain(part);
    }
    expect(hrefs(mail.html)).toContain(
      'https://app.colleghi.it/agenda?event=7&amp;date=2026-03-11',
    );
  });
});

const { server, api } = setupTestServer({ emailPreview: true, webUrl: 'https://app.colleghi.it' });

describe('GET dev/emails/ (the preview, outside production)', () => {
  it('lists every template and renders each, HTML and text', async () => {
    const list = await fetchText(api, 'dev/emails/');
    expect(list.status).toBe(200);
    for (const kind of EMAIL_KINDS) expect(list.text).toContain(`href="${kind}/"`);
    const html = await fetchText(api, 'dev/emails/password-reset/');
    expect(html.status).toBe(200);
    expect(html.type).toMatch(/^text\/html/);
    expect(html.text).toContain(
      'https://app.colleghi.it/reset-password/?uid=42&amp;token=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822c',
    );
    const text = await fetchText(api, 'dev/emails/agenda-reminder/text/');
    expect(text.text).toMatch(/^Oggetto: Promemoria: /);
    expect((await fetchText(api, 'dev/emails/nothing/')).status).toBe(400);
  });
});

describe('without the preview (production)', () => {
  it('has no dev/emails/ route', async () => {
    const app = await buildApp({ db: server.database.db, reminderPollMs: 0, expirySweepMs: 0 });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${address}/api/dev/emails/`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

async function fetchText(api: Api, path: string) {
  const res = await api<string>(path);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: String(res.body),
  };
}
