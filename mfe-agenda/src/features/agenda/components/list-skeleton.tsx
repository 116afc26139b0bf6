import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder days while the first window loads, so the layout does not jump. */
export function ListSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Caricamento in corso">
      {[0, 1, 2].map((key) => (
        <Stack key={key} spacing={1}>
          <Skeleton variant="text" width={160} />
          <Skeleton variant="rounded" height={88} />
        </Stack>
      ))}
    </Stack>
  );
}
