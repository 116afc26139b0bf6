import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One line of a fact list: the term and its value ('Scadenza', '31/12/2026'). */
export type Fact = [term: string, value: string];

export interface FactListProps {
  facts: Fact[];
  /** Space between the lines, in theme units. */
  rowGap?: number;
}

/** Key facts as a definition list: the terms in one column, their values in the other. */
export function FactList({ facts, rowGap = 0.75 }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap, m: 0 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
