import type { Readable } from 'node:stream';
import { SMTPServer } from 'smtp-server';

/** One message the server accepted (answered 250 to), as the relay sent it. */
export interface Received {
  /** The envelope's recipients (RCPT TO), what the mail really went to. */
  to: string[];
  messageId: string;
  subject: string;
  /** The text part, decoded (quoted-printable or base64). */
  text: string;
  /** The HTML part, decoded; empty when the message has none. */
  html: string;
  /** The message as it arrived, headers and all. */
  raw: string;
  /** When it was accepted (Date.now()). */
  at: number;
}

/** How the server answers a recipient: accept, refuse (a code and its text), or never answer. */
export type Answer = 'accept' | { code: number; text: string } | 'hang';

export interface TestSmtp {
  port: number;
  url: string;
  /** Every message accepted so far, in order. */
  received: Received[];
  /**
   * Decides the answer to each recipient (the RCPT TO for a refusal, the end of the message for
   * 'hang'); `nth` counts the times that address came, from 1. Accept everything by default.
   */
  answer: (address: string, nth: number) => Answer;
  /** Called with the recipient once a message is held without an answer ('hang'). */
  onHang: ((address: string) => void) | null;
  /** Stops listening and drops the open connections: the relay then finds the port closed. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

function decode(part: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(part.replace(/\s+/g, ''), 'base64').toString();
  if (!/quoted-printable/i.test(encoding)) return part;
  const text = part.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header of a block of (unfolded) headers, '' when absent. */
function headerOf(head: string, name: string): string {
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/** The decoded parts of a message by type: one part, or the parts of multipart/alternative. */
function parts(raw: string): { text: string; html: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const type = headerOf(head, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const decoded = decode(body, headerOf(head, 'Content-Transfer-Encoding'));
    return /text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded, html: '' };
  }
  const found = { text: '', html: '' };
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const inner = parts(part.replace(/^\r\n/, ''));
    found.text ||= inner.text;
    found.html ||= inner.html;
  }
  return found;
}

/** The headers and the parts of a message, as the relay sent it. */
function parse(raw: string, to: string[]): Received {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => headerOf(head, name);
  const encoded = header('Subject');
  const subject = encoded.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString()
      : decode(text.replace(/_/g, ' '), 'quoted-printable'),
  );
  return {
    to,
    messageId: header('Message-ID'),
    subject,
    ...parts(raw),
    raw,
    at: Date.now(),
  };
}

/** A real SMTP server on 127.0.0.1 and a free port, keeping what it accepts in memory. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const seen = new Map<string, number>();
  let server: SMTPServer;
  let port = 0;
  const smtp: TestSmtp = {
    port: 0,
    url: '',
    received: [],
    answer: () => 'accept',
    onHang: null,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restart: async () => {
      await listen();
    },
  };
  const answerFor = (address: string) => {
    const nth = (seen.get(address) ?? 0) + 1;
    seen.set(address, nth);
    return smtp.answer(address, nth);
  };
  const listen = async () => {
    const answers = new WeakMap<object, Answer[]>();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Closing drops the connections at once (the default waits 30 s for them).
      closeTimeout: 10,
      onRcptTo(address, session, callback) {
        const answer = answerFor(address.address);
        if (typeof answer === 'object') {
          callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
          return;
        }
        answers.set(session, [...(answers.get(session) ?? []), answer]);
        callback();
      },
      onData(stream: Readable, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const held = answers.get(session)?.includes('hang');
          answers.delete(session);
          if (held) {
            smtp.onHang?.(to[0]);
            return;
          }
          smtp.received.push(parse(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    smtp.port = port;
    smtp.url = `smtp://127.0.0.1:${port}`;
  };
  await listen();
  return smtp;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (every 50 ms), failing with `what` after `limitMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  limitMs = 60_000,
): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}
