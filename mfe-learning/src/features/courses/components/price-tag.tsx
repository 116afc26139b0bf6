import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isFree, packageSaving } from '../../../domain/money';
import type { CatalogItem } from '@colleghi/api-contract';
import { formatPrice } from '../utils/money';

/** 'Gratuito', or the price plus VAT; a package also shows its full cost and the saving. */
export function PriceTag({
  item,
  size = 'medium',
}: {
  item: CatalogItem;
  size?: 'medium' | 'large';
}) {
  const variant = size === 'large' ? 'h5' : 'h6';
  if (isFree(item)) {
    return (
      <Typography variant={variant} component="p" color="success.main" sx={{ fontWeight: 700 }}>
        Gratuito
      </Typography>
    );
  }
  const saving = item.package ? packageSaving(item.package.full_cost, item.cost) : 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      {item.package && saving > 0 ? (
        <Typography
          component="del"
          variant="body2"
          color="text.secondary"
          aria-label={`Prezzo pieno ${formatPrice(item.package.full_cost)}`}
        >
          {formatPrice(item.package.full_cost)}
        </Typography>
      ) : null}
      <Typography variant={variant} component="p" sx={{ fontWeight: 700 }}>
        {formatPrice(item.cost)}
        <Typography component="span" variant="body2" color="text.secondary">
          {' + IVA'}
        </Typography>
      </Typography>
      {saving > 0 ? <Chip size="small" color="secondary" label={`Risparmi il ${saving}%`} /> : null}
    </Stack>
  );
}
