import Typography from '@mui/material/Typography';

/** A red paragraph above the form when the server rejects the form as a whole. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
      {message}
    </Typography>
  );
}
