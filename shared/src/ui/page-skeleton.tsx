import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const PAGE_LOADING_LABEL = 'Caricamento in corso';

export interface PageSkeletonProps {
  /** The page's own title, shown at once. */
  title: string;
  /** The page's width, so the frame does not jump when the page replaces it. */
  maxWidth?: number;
  /** How many placeholder cards, and how tall. */
  cards?: number;
  cardHeight?: number;
}

/**
 * The frame of a page whose code is still loading: its title and placeholder cards where its
 * content will be, never a blank area under the header.
 */
export function PageSkeleton({
  title,
  maxWidth = 960,
  cards = 3,
  cardHeight = 132,
}: PageSkeletonProps) {
  return (
    <Box component="section" sx={{ maxWidth, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2} role="status" aria-label={PAGE_LOADING_LABEL}>
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={cardHeight} />
        ))}
      </Stack>
    </Box>
  );
}
