import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { partyContacts } from '../../../domain/masking';
import type { Party } from '@colleghi/api-contract';
import { DetailRow } from './detail-row';

export interface PartyContactsProps {
  party: Party;
  /** The shared masking rule's verdict for this viewer. */
  visible: boolean;
}

/**
 * The other party's contact data, or a note that it becomes visible later. The server strips
 * masked data anyway; partyContacts keeps a stale object from leaking it.
 */
export function PartyContacts({ party, visible }: PartyContactsProps) {
  const contacts = partyContacts(party, visible);
  if (!visible || party.masked) {
    return (
      <Typography variant="body2" color="text.secondary">
        I contatti saranno visibili quando la disponibilità sarà confermata o l’attività assegnata.
      </Typography>
    );
  }
  return (
    <Box>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        Contatti
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow term="E-mail">
          {contacts.email ? <Link href={`mailto:${contacts.email}`}>{contacts.email}</Link> : null}
        </DetailRow>
        <DetailRow term="Cellulare">
          {contacts.phone ? <Link href={`tel:${contacts.phone}`}>{contacts.phone}</Link> : null}
        </DetailRow>
        <DetailRow term="PEC">{contacts.pec}</DetailRow>
        <DetailRow term="Studio">{party.profile.lawfirm?.name}</DetailRow>
        <DetailRow term="Indirizzo dello studio">{contacts.address}</DetailRow>
        <DetailRow term="Città">{contacts.city?.display_name}</DetailRow>
        <DetailRow term="Telefono dello studio">{contacts.lawfirmPhone}</DetailRow>
        <DetailRow term="Fax">{contacts.fax}</DetailRow>
      </Box>
    </Box>
  );
}
