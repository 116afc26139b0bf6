import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '@colleghi/rules';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';

export interface PriceTagProps {
  cents: number;
  /** 'al mese', 'ogni 3 mesi'… */
  period?: string;
  /** Struck-through price before a discount. */
  originalCents?: number | null;
  size?: 'large' | 'medium';
}

/** '14,90 € + IVA al mese', with the struck original price when there is a discount. */
export function PriceTag({ cents, period, originalCents, size = 'large' }: PriceTagProps) {
  const showOriginal =
    originalCents !== undefined && originalCents !== null && originalCents > cents;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      {showOriginal ? (
        <Typography
          component="del"
          color="text.secondary"
          variant={size === 'large' ? 'body1' : 'body2'}
        >
          {formatCents(originalCents)}
        </Typography>
      ) : null}
      <Typography
        component="span"
        variant={size === 'large' ? 'h5' : 'subtitle1'}
        sx={{ fontWeight: 700 }}
      >
        {formatCents(cents)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {period ? `${SUBSCRIPTION_MESSAGES.plusVat} ${period}` : SUBSCRIPTION_MESSAGES.plusVat}
      </Typography>
    </Box>
  );
}
