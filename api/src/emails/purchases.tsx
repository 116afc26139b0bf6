import type { EmailFrame } from './layout';
import { Action, Details, Greeting, Layout, Paragraph, Signature } from './layout';

// What the user bought, and who opened their records: one message each.

export interface SubscriptionActivatedData {
  firstName: string;
  /** The plan's title ('Professional'). */
  plan: string;
  /** '4 marzo 2027'. */
  expires: string;
  bankTransfer: boolean;
}

export function SubscriptionActivatedEmail(props: EmailFrame & SubscriptionActivatedData) {
  return (
    <Layout
      {...props}
      preview={`Il tuo abbonamento ${props.plan} è attivo`}
      heading="Abbonamento attivato"
    >
      <Greeting name={props.firstName} />
      <Paragraph>il tuo abbonamento è attivo: grazie per aver scelto Colleghi.</Paragraph>
      <Details
        rows={[
          ['Abbonamento', props.plan],
          ['Attivo fino al', props.expires],
        ]}
      />
      {props.bankTransfer ? <Paragraph>Ricordati di completare il bonifico.</Paragraph> : null}
      <Action href={`${props.appUrl}/profile`}>Vai al tuo profilo</Action>
      <Signature />
    </Layout>
  );
}

export interface CoursePurchasedData {
  firstName: string;
  name: string;
  isPackage: boolean;
}

export function CoursePurchasedEmail(props: EmailFrame & CoursePurchasedData) {
  return (
    <Layout
      {...props}
      preview={props.isPackage ? `Pacchetto «${props.name}» acquistato` : `«${props.name}» è tuo`}
      heading={props.isPackage ? 'Pacchetto acquistato' : 'Corso acquistato'}
    >
      <Greeting name={props.firstName} />
      <Paragraph>
        {props.isPackage
          ? `i corsi del pacchetto «${props.name}» sono tra i tuoi acquisti: inizia quando vuoi.`
          : `«${props.name}» è tra i tuoi corsi acquistati: inizia quando vuoi.`}
      </Paragraph>
      <Action href={`${props.appUrl}/purchased`}>Vai ai tuoi corsi</Action>
      <Signature />
    </Layout>
  );
}

export interface RecordOpenedData {
  firstName: string;
  colleague: string;
  /** The record's identifier, as the records list shows it. */
  record: string;
}

export function RecordOpenedEmail(props: EmailFrame & RecordOpenedData) {
  return (
    <Layout
      {...props}
      preview={`${props.colleague} ha aperto il tuo verbale ${props.record}`}
      heading="Verbale condiviso"
    >
      <Greeting name={props.firstName} />
      <Paragraph>
        {props.colleague} ha aperto il tuo verbale {props.record} con il link e il codice che hai
        condiviso: ora lo trova tra i verbali condivisi con lui.
      </Paragraph>
      <Action href={`${props.appUrl}/records`}>Vai ai tuoi verbali</Action>
      <Signature />
    </Layout>
  );
}
