import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CARD_GRID } from './card-grid';

/** Placeholder cards while the first page loads, so the layout does not jump. */
export function CatalogSkeleton() {
  return (
    <Box role="status" aria-label="Caricamento dei corsi" sx={CARD_GRID}>
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} variant="rounded" height={260} />
      ))}
    </Box>
  );
}
