import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder cards while the first page loads, so the layout does not jump. */
export function ListSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Caricamento in corso">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}
