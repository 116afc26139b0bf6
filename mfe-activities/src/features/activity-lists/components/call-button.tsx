import Button from '@mui/material/Button';

/** 'Chiama': a tel: link, rendered only when there is a visible number to call. */
export function CallButton({ phone }: { phone: string | null }) {
  if (!phone) return null;
  return (
    <Button variant="outlined" href={`tel:${phone.replace(/\s+/g, '')}`}>
      Chiama
    </Button>
  );
}
