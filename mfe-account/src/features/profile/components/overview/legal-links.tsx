import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

/** Terms and privacy open in a new tab, like at sign-up. */
export function LegalLinks() {
  return (
    <Stack
      component="nav"
      aria-label="Documenti legali"
      direction="row"
      spacing={3}
      sx={{ justifyContent: 'center', py: 1 }}
    >
      <Link href="/terms" target="_blank" rel="noopener noreferrer">
        Termini e condizioni
      </Link>
      <Link href="/privacy" target="_blank" rel="noopener noreferrer">
        Informativa sulla privacy
      </Link>
    </Stack>
  );
}
