import type { EmailFrame } from './layout';
import { Action, Greeting, InlineLink, Layout, Paragraph, SecretBox, Signature } from './layout';

// The account's security mail: sent whatever the e-mail setting, so with no unsubscribe link.
// The secrets (a password, a token) arrive as their marks and the relay writes them in.

export interface WelcomePasswordData {
  firstName: string;
  /** The password's mark (the outbox keeps the password itself sealed). */
  password: string;
}

export function WelcomePasswordEmail(props: EmailFrame & WelcomePasswordData) {
  return (
    <Layout {...props} preview="La tua password per accedere a Colleghi" heading="Benvenuto!">
      <Greeting name={props.firstName} />
      <Paragraph>
        il tuo account Colleghi è stato creato e la tua richiesta è stata registrata. Per accedere
        usa la tua e-mail (o il tuo numero di cellulare) e questa password:
      </Paragraph>
      <SecretBox>{`Password: ${props.password}`}</SecretBox>
      <Action href={`${props.appUrl}/signin`}>Accedi a Colleghi</Action>
      <Paragraph>Dopo il primo accesso cambia la password dal tuo profilo.</Paragraph>
      <Signature />
    </Layout>
  );
}

export interface PasswordResetData {
  firstName: string;
  uid: number;
  /** The token's mark. */
  token: string;
  validMinutes: number;
}

/** '1 ora', '2 ore', '45 minuti'. */
export function validityText(minutes: number): string {
  return minutes % 60 === 0
    ? `${minutes / 60} ${minutes === 60 ? 'ora' : 'ore'}`
    : `${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}`;
}

export function PasswordResetEmail(props: EmailFrame & PasswordResetData) {
  const link = `${props.appUrl}/reset-password/?uid=${props.uid}&token=${props.token}`;
  return (
    <Layout {...props} preview="Il link per scegliere una nuova password" heading="Nuova password">
      <Greeting name={props.firstName} />
      <Paragraph>
        abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Per
        scegliere una nuova password apri questo link entro {validityText(props.validMinutes)} (vale
        una volta sola):
      </Paragraph>
      <Action href={link}>Scegli una nuova password</Action>
      <Paragraph>
        Se il pulsante non funziona, copia questo indirizzo nel browser:{' '}
        <InlineLink href={link}>{link}</InlineLink>
      </Paragraph>
      <Paragraph>Se non hai chiesto tu di reimpostare la password, ignora questa e-mail.</Paragraph>
      <Signature />
    </Layout>
  );
}

export interface PasswordChangedData {
  firstName: string;
}

export function PasswordChangedEmail(props: EmailFrame & PasswordChangedData) {
  return (
    <Layout {...props} preview="La password del tuo account è cambiata" heading="Password cambiata">
      <Greeting name={props.firstName} />
      <Paragraph>
        la password del tuo account Colleghi è stata appena cambiata. Per sicurezza abbiamo chiuso
        le sessioni aperte sugli altri dispositivi.
      </Paragraph>
      <Paragraph>
        Se non sei stato tu, reimposta subito la password e contatta il nostro supporto.
      </Paragraph>
      <Action href={`${props.appUrl}/forgot`}>Reimposta la password</Action>
      <Signature />
    </Layout>
  );
}
