import { useEffect, useRef } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The guest's request went out; the password for signing in is in their inbox. */
export function GuestSuccess({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} role="status">
      <MarkEmailReadOutlined color="secondary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h2" ref={headingRef} tabIndex={-1}>
        Richiesta inviata!
      </Typography>
      <Typography>La tua richiesta è stata inviata ai colleghi del foro.</Typography>
      <Typography color="text.secondary">
        Ti abbiamo inviato la password per accedere a Colleghi all’indirizzo{' '}
        <strong>{email}</strong>: ti servirà per i prossimi accessi. Intanto puoi già seguire la
        richiesta e scegliere il collega.
      </Typography>
      {/* The light registration already signed the guest in: the requests list is open to them. */}
      <Button component={RouterLink} to="/activity-request" variant="contained" size="large">
        Segui la tua richiesta
      </Button>
    </Stack>
  );
}
