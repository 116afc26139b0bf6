import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { italianDayAndDate } from './calendar-date';
import type { TermResult } from './calculator';

export interface TermResultViewProps {
  result: TermResult | null;
  /** Why there is no result yet. */
  error: string | null;
}

/** The deadline and the steps that explain it, announced as they change. */
export function TermResultView({ result, error }: TermResultViewProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Risultato del calcolo"
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      {result ? (
        <>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Scadenza: {italianDayAndDate(result.deadline)}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Come è calcolata:
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {result.steps.map((step) => (
              <Typography key={step} component="li" variant="body2">
                {step}
              </Typography>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {error}
        </Typography>
      )}
    </Box>
  );
}
