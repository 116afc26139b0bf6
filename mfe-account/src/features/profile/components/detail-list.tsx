import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface DetailItem {
  term: string;
  value: ReactNode;
}

export const EMPTY_VALUE = 'Non indicato';

/** Term/description pairs in two columns; a missing value reads 'Non indicato'. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {items.map(({ term, value }) => {
        const missing = value === null || value === undefined || value === '';
        return (
          <Box key={term}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {term}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              color={missing ? 'text.disabled' : 'text.primary'}
              sx={{ m: 0, overflowWrap: 'anywhere' }}
            >
              {missing ? EMPTY_VALUE : value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
