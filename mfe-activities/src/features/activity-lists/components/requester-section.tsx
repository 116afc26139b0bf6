import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Party } from '@colleghi/api-contract';
import { PartyContacts } from './party-contacts';
import { PartyHeader } from './party-header';

/** The requester as a candidate or an assignee sees them: contacts only when visible. */
export function RequesterSection({ party, visible }: { party: Party; visible: boolean }) {
  return (
    <section aria-label="Richiedente">
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        Richiedente
      </Typography>
      <Stack spacing={2}>
        <PartyHeader party={party} contactsVisible={visible} />
        <PartyContacts party={party} visible={visible} />
      </Stack>
    </section>
  );
}
