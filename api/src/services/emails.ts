import type { OutgoingEmail } from '../lib/outbox';

/** Texts of the e-mails the API queues; plain text, Italian. */

export function welcomeWithPasswordEmail(input: {
  to: string;
  firstName: string;
  password: string;
  webUrl: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: 'Benvenuto su Colleghi: ecco la tua password',
    body: [
      `Ciao ${input.firstName},`,
      '',
      'il tuo account Colleghi è stato creato e la tua richiesta è stata registrata.',
      'Per accedere usa la tua e-mail (o il tuo numero di cellulare) e questa password:',
      '',
      `Password: ${input.password}`,
      '',
      `Accedi da ${input.webUrl}/signin e cambia la password dal tuo profilo.`,
      '',
      'Il team di Colleghi',
    ].join('\n'),
  };
}

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  link: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: 'Reimposta la tua password di Colleghi',
    body: [
      `Ciao ${input.firstName},`,
      '',
      'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
      'Per scegliere una nuova password apri questo link entro 24 ore:',
      '',
      input.link,
      '',
      'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail.',
      '',
      'Il team di Colleghi',
    ].join('\n'),
  };
}
