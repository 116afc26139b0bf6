import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

/** The brand's colours, as the web app's theme has them (navy, and gold dark enough for text). */
const NAVY = '#1b2a41';
const GOLD = '#8a6538';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: '#f3f4f6', fontFamily: FONT, margin: 0, padding: '24px 0' },
  container: {
    maxWidth: '560px',
    margin: '0 auto',
    backgroundColor: '#ffffff',
    borderRadius: '8px',
    overflow: 'hidden',
  },
  header: { backgroundColor: NAVY, padding: '20px 32px', borderBottom: `4px solid ${GOLD}` },
  brand: {
    color: '#ffffff',
    fontSize: '22px',
    fontWeight: 700,
    letterSpacing: '0.5px',
    margin: 0,
    textDecoration: 'none',
  },
  content: { padding: '8px 32px 16px' },
  heading: { color: NAVY, fontSize: '22px', lineHeight: '30px', margin: '24px 0 8px' },
  text: { color: '#1f2937', fontSize: '15px', lineHeight: '24px', margin: '12px 0' },
  button: {
    backgroundColor: NAVY,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  secret: {
    backgroundColor: '#f8f4ee',
    border: `1px dashed ${GOLD}`,
    borderRadius: '6px',
    color: NAVY,
    fontFamily: "'Courier New', Courier, monospace",
    fontSize: '20px',
    letterSpacing: '1px',
    margin: '16px 0',
    padding: '12px 16px',
    textAlign: 'center',
  },
  details: { borderCollapse: 'collapse', margin: '12px 0', width: '100%' },
  label: { color: '#6b7280', fontSize: '14px', padding: '6px 12px 6px 0', width: '35%' },
  value: { color: '#1f2937', fontSize: '14px', fontWeight: 600, padding: '6px 0' },
  hr: { borderColor: '#e5e7eb', margin: '8px 0 0' },
  footer: { padding: '12px 32px 24px' },
  small: { color: '#6b7280', fontSize: '12px', lineHeight: '18px', margin: '8px 0' },
  link: { color: GOLD, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

/** What every message gets from the outbox, whatever its template. */
export interface EmailFrame {
  /** APP_URL, without a trailing slash: every link of the message starts there. */
  appUrl: string;
  /**
   * The one-click unsubscribe address of a mail the user may turn off; null for the account's
   * security mail, sent whatever the setting (its footer says so).
   */
  unsubscribeUrl: string | null;
}

export function Layout(
  props: EmailFrame & { preview: string; heading: string; children: ReactNode },
) {
  return (
    <Html lang="it">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={`${props.appUrl}/`} style={styles.brand}>
              Colleghi
            </Link>
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Hr style={styles.hr} />
          <Section style={styles.footer}>
            {props.unsubscribeUrl ? (
              <Text style={styles.small}>
                Ricevi questa e-mail perché le notifiche e-mail sono attive nel tuo profilo
                Colleghi.{' '}
                <Link href={props.unsubscribeUrl} style={styles.link}>
                  Non ricevere più e-mail di notifica
                </Link>
                , oppure cambia le impostazioni dal{' '}
                <Link href={`${props.appUrl}/profile`} style={styles.link}>
                  tuo profilo
                </Link>
                .
              </Text>
            ) : (
              <Text style={styles.small}>
                È un messaggio sulla sicurezza del tuo account: lo ricevi anche con le notifiche
                e-mail disattivate.
              </Text>
            )}
            <Text style={styles.small}>
              Colleghi ·{' '}
              <Link href={`${props.appUrl}/`} style={styles.link}>
                {props.appUrl.replace(/^https?:\/\//, '')}
              </Link>{' '}
              · Questa e-mail è stata inviata automaticamente, non rispondere.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

export function Greeting({ name }: { name: string }) {
  return <Text style={styles.text}>Ciao {name},</Text>;
}

export function Signature() {
  return <Text style={styles.text}>Il team di Colleghi</Text>;
}

/** The message's main action, as a button; the plain text part shows its address. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** A generated password, set apart so that it is easy to copy. */
export function SecretBox({ children }: { children: ReactNode }) {
  return <Text style={styles.secret}>{children}</Text>;
}

/** Label and value rows (the activity, the office, the date…); empty values are left out. */
export function Details({ rows }: { rows: [label: string, value: string | null][] }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <table
      className="details"
      style={styles.details}
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
    >
      <tbody>
        {shown.map(([label, value]) => (
          <tr key={label}>
            <td style={styles.label}>{label}</td>
            <td style={styles.value}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}
