import type { OutgoingEmail } from '../lib/outbox';
import { secretMark } from '../lib/outbox';

/**
 * Texts of the e-mails the API queues; plain text, Italian. A password or a token goes in
 * `secrets`, and the body holds its mark (the outbox decides whether it is stored in clear).
 */

export function welcomeWithPasswordEmail(input: {
  to: string;
  firstName: string;
  password: string;
  webUrl: string;
}): OutgoingEmail {
  return {
    kind: 'welcome-password',
    to: input.to,
    subject: 'Benvenuto su Colleghi: ecco la tua password',
    body: [
      `Ciao ${input.firstName},`,
      '',
      'il tuo account Colleghi è stato creato e la tua richiesta è stata registrata.',
      'Per accedere usa la tua e-mail (o il tuo numero di cellulare) e questa password:',
      '',
      `Password: ${secretMark('password')}`,
      '',
      `Accedi da ${input.webUrl}/signin e cambia la password dal tuo profilo.`,
      '',
      'Il team di Colleghi',
    ].join('\n'),
    secrets: { password: input.password },
  };
}

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  webUrl: string;
  uid: number;
  token: string;
  validMinutes: number;
}): OutgoingEmail {
  const minutes = input.validMinutes;
  const validity =
    minutes % 60 === 0
      ? `${minutes / 60} ${minutes === 60 ? 'ora' : 'ore'}`
      : `${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}`;
  return {
    kind: 'password-reset',
    to: input.to,
    subject: 'Reimposta la tua password di Colleghi',
    body: [
      `Ciao ${input.firstName},`,
      '',
      'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
      `Per scegliere una nuova password apri questo link entro ${validity} (vale una volta sola):`,
      '',
      `${input.webUrl}/reset-password/?uid=${input.uid}&token=${secretMark('token')}`,
      '',
      'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail.',
      '',
      'Il team di Colleghi',
    ].join('\n'),
    secrets: { token: input.token },
  };
}

/** A security notice: sent whatever the notification preferences. */
export function passwordChangedEmail(input: {
  to: string;
  firstName: string;
  webUrl: string;
}): OutgoingEmail {
  return {
    kind: 'password-changed',
    to: input.to,
    subject: 'La password di Colleghi è stata cambiata',
    body: [
      `Ciao ${input.firstName},`,
      '',
      'la password del tuo account Colleghi è stata appena cambiata.',
      'Per sicurezza abbiamo chiuso le sessioni aperte sugli altri dispositivi.',
      '',
      'Se non sei stato tu, reimposta subito la password da',
      `${input.webUrl}/forgot e contatta il nostro supporto.`,
      '',
      'Il team di Colleghi',
    ].join('\n'),
  };
}
