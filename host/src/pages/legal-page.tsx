import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@colleghi/shared/router';

type Section = { title: string; text: string };

const TERMS: Section[] = [
  {
    title: 'Oggetto del servizio',
    text: 'Colleghi mette in contatto avvocati e commercialisti per affidare e svolgere attività professionali (domiciliazioni, sostituzioni d’udienza, attività di cancelleria) e offre strumenti di agenda, verbali e formazione.',
  },
  {
    title: 'Responsabilità professionale',
    text: 'Ogni attività resta sotto la responsabilità del professionista che la svolge, nel rispetto del codice deontologico e delle norme che regolano la professione. Colleghi non interviene nel rapporto tra i colleghi.',
  },
  {
    title: 'Abbonamenti e pagamenti',
    text: 'Gli abbonamenti si rinnovano automaticamente alla scadenza, salvo disdetta dal profilo. I prezzi sono indicati al netto dell’IVA.',
  },
  {
    title: 'Account',
    text: 'Le credenziali sono personali. Chi si registra dichiara di essere un professionista abilitato o praticante e si impegna a mantenere aggiornati i propri dati.',
  },
];

const PRIVACY: Section[] = [
  {
    title: 'Titolare e finalità',
    text: 'I dati che inserisci (anagrafica, contatti, dati professionali) servono a erogare il servizio, a mostrarti ai colleghi per le attività a cui ti candidi e ad adempiere agli obblighi di legge.',
  },
  {
    title: 'Riservatezza verso gli altri utenti',
    text: 'I tuoi contatti restano nascosti ai colleghi finché un incarico non ti viene assegnato o non lo accetti.',
  },
  {
    title: 'Conservazione e diritti',
    text: 'I dati sono conservati per la durata dell’account e per i tempi previsti dalla legge. Puoi chiederne l’accesso, la rettifica o la cancellazione in qualsiasi momento scrivendo a privacy@colleghi.it.',
  },
];

function LegalPage({ title, sections }: { title: string; sections: Section[] }) {
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        {sections.map((section) => (
          <section key={section.title}>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {section.title}
            </Typography>
            <Typography color="text.secondary">{section.text}</Typography>
          </section>
        ))}
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/">
            Torna in home
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}

export function TermsPage() {
  return <LegalPage title="Termini e condizioni" sections={TERMS} />;
}

export function PrivacyPage() {
  return <LegalPage title="Informativa sulla privacy" sections={PRIVACY} />;
}
