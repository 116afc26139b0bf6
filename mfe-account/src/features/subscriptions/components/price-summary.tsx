import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VAT_PERCENT, formatCents } from '@colleghi/rules';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import type { PriceBreakdown } from '../../../domain/subscriptions/pricing';

interface RowProps {
  label: string;
  value: string;
  strong?: boolean;
  /** A rule above the row (the total): a border, since a <dl> holds only its term groups. */
  ruled?: boolean;
}

function Row({ label, value, strong, ruled }: RowProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        ...(ruled ? { borderTop: 1, borderColor: 'divider', pt: 0.75 } : {}),
      }}
    >
      <Typography component="dt" variant="body2" color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** First period price: plan, promo, the price "+ IVA", the VAT and what is paid in total. */
export function PriceSummary({ price, label }: { price: PriceBreakdown; label: string }) {
  const discounted = price.charged !== price.plan;
  return (
    <Stack component="dl" spacing={0.75} aria-label={label} sx={{ m: 0 }}>
      {discounted ? (
        <>
          <Row label="Prezzo del piano" value={formatCents(price.plan)} />
          <Row
            label="Sconto codice promozionale"
            value={`-${formatCents(price.plan - price.charged)}`}
          />
        </>
      ) : null}
      <Row
        label="Prezzo"
        value={`${formatCents(price.charged)} ${SUBSCRIPTION_MESSAGES.plusVat}`}
        strong
      />
      <Row label={`IVA ${VAT_PERCENT}%`} value={formatCents(price.vat)} />
      <Row label="Totale" value={formatCents(price.total)} strong ruled />
    </Stack>
  );
}
