import type { EmailFrame } from './layout';
import { Action, Details, Greeting, Layout, Paragraph, Signature } from './layout';

// The activity requests' mail, one per step of a request: the same events as the bell's
// notifications, with the request's details and a link to the page where the step is answered.

export interface DemandDetails {
  activity: string;
  office: string;
  /** '4 marzo 2026 alle 09:30' (Europe/Rome). */
  when: string;
}

export interface DemandEmailData extends DemandDetails {
  firstName: string;
  /** The colleague on the other side of the request (masked before they accept). */
  colleague: string;
}

function DemandDetailsTable(props: DemandDetails) {
  return (
    <Details
      rows={[
        ['Attività', props.activity],
        ['Ufficio', props.office],
        ['Quando', props.when],
      ]}
    />
  );
}

export function NewRequestEmail(props: EmailFrame & DemandEmailData) {
  return (
    <Layout
      {...props}
      preview={`${props.colleague} cerca un collega per «${props.activity}»`}
      heading="Nuova richiesta di attività"
    >
      <Greeting name={props.firstName} />
      <Paragraph>
        {props.colleague} cerca un collega per un&apos;attività e ha pensato a te:
      </Paragraph>
      <DemandDetailsTable {...props} />
      <Paragraph>Se sei disponibile, rispondi dalla sezione Attività.</Paragraph>
      <Action href={`${props.appUrl}/activity-proposal`}>Vedi la richiesta</Action>
      <Signature />
    </Layout>
  );
}

export function CandidacyAcceptedEmail(props: EmailFrame & DemandEmailData) {
  return (
    <Layout
      {...props}
      preview={`${props.colleague} è disponibile per «${props.activity}»`}
      heading="Nuovo collega disponibile"
    >
      <Greeting name={props.firstName} />
      <Paragraph>{props.colleague} ha dato la sua disponibilità per la tua richiesta:</Paragraph>
      <DemandDetailsTable {...props} />
      <Paragraph>Puoi assegnargli l&apos;incarico dalle tue richieste.</Paragraph>
      <Action href={`${props.appUrl}/activity-request`}>Vedi i colleghi disponibili</Action>
      <Signature />
    </Layout>
  );
}

export function ActivityAssignedEmail(props: EmailFrame & DemandEmailData) {
  return (
    <Layout
      {...props}
      preview={`${props.colleague} ti ha assegnato «${props.activity}»`}
      heading="Ti è stato assegnato un incarico"
    >
      <Greeting name={props.firstName} />
      <Paragraph>{props.colleague} ti ha assegnato questa attività:</Paragraph>
      <DemandDetailsTable {...props} />
      <Action href={`${props.appUrl}/activity-assignments`}>Vedi i tuoi incarichi</Action>
      <Signature />
    </Layout>
  );
}

export function ActivityCompletedEmail(props: EmailFrame & DemandEmailData) {
  return (
    <Layout
      {...props}
      preview={`${props.colleague} ha concluso «${props.activity}»`}
      heading="Attività conclusa"
    >
      <Greeting name={props.firstName} />
      <Paragraph>{props.colleague} ha concluso l&apos;attività che gli avevi assegnato:</Paragraph>
      <DemandDetailsTable {...props} />
      <Paragraph>Segna il pagamento quando avrai saldato il compenso.</Paragraph>
      <Action href={`${props.appUrl}/activity-request`}>Vai alle tue richieste</Action>
      <Signature />
    </Layout>
  );
}

export function ActivityPaidEmail(props: EmailFrame & DemandEmailData) {
  return (
    <Layout
      {...props}
      preview={`${props.colleague} ha segnato come pagata «${props.activity}»`}
      heading="Compenso pagato"
    >
      <Greeting name={props.firstName} />
      <Paragraph>{props.colleague} ha segnato come pagata questa attività:</Paragraph>
      <DemandDetailsTable {...props} />
      <Action href={`${props.appUrl}/activity-assignments`}>Vedi i tuoi incarichi</Action>
      <Signature />
    </Layout>
  );
}
