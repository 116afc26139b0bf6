import type { EmailFrame } from './layout';
import { Action, Details, Greeting, Layout, Paragraph, Signature } from './layout';

export interface AgendaReminderData {
  firstName: string;
  /** The fulfilment's name, as the agenda shows it. */
  name: string;
  /** Its due date, '4 marzo 2026'. */
  date: string;
  /** 'oggi', or 'tra 7 giorni' for a notice. */
  due: string;
  nrg: string | null;
  office: string | null;
  /** The event the link opens in the agenda (the fulfilment). */
  eventId: number;
  /** Its date, YYYY-MM-DD: the agenda opens on that day. */
  isoDate: string;
}

export function agendaReminderSubject(data: Pick<AgendaReminderData, 'name'>): string {
  return `Promemoria: ${data.name}`;
}

export function AgendaReminderEmail(props: EmailFrame & AgendaReminderData) {
  const link = `${props.appUrl}/agenda?event=${props.eventId}&date=${props.isoDate}`;
  return (
    <Layout
      {...props}
      preview={`${props.name}: scade ${props.due}`}
      heading={agendaReminderSubject(props)}
    >
      <Greeting name={props.firstName} />
      <Paragraph>
        ti ricordiamo questo adempimento in agenda, che scade <strong>{props.due}</strong>:
      </Paragraph>
      <Details
        rows={[
          ['Adempimento', props.name],
          ['Scadenza', props.date],
          ['NRG', props.nrg],
          ['Ufficio', props.office],
        ]}
      />
      <Action href={link}>Apri in agenda</Action>
      <Signature />
    </Layout>
  );
}
