import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VAT_PERCENT, formatCents } from '@colleghi/rules';
import { orderTotals } from '../../../domain/money';
import type { CatalogItem } from '@colleghi/api-contract';

/** Price, VAT and total the PayPal order will carry. */
export function OrderSummary({ item }: { item: CatalogItem }) {
  const { costCents, vatCents, totalCents } = orderTotals(item.cost);
  const rows: [string, number][] = [
    ['Prezzo', costCents],
    [`IVA ${VAT_PERCENT}%`, vatCents],
  ];
  return (
    <Box
      component="dl"
      aria-label="Riepilogo dell’ordine"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        rowGap: 0.5,
        m: 0,
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.default',
      }}
    >
      <Typography component="dt" variant="subtitle2" sx={{ gridColumn: '1 / -1', mb: 1 }}>
        {item.name}
      </Typography>
      {rows.map(([label, cents]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
            {formatCents(cents)}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
        Totale
      </Typography>
      <Typography
        component="dd"
        variant="subtitle1"
        sx={{ m: 0, mt: 1, fontWeight: 700, textAlign: 'right' }}
      >
        {formatCents(totalCents)}
      </Typography>
    </Box>
  );
}
