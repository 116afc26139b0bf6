import { Link as RouterLink } from '@colleghi/shared/router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { offerPath } from '../../../domain/subscriptions/offers';
import type { PaymentType } from '@colleghi/api-contract';
import { displayPrice } from '../utils/offer-price';
import { typeAccent } from '../utils/type-accent';
import { DescriptionBullets } from './description-bullets';
import { PriceTag } from './price-tag';

/** One offer of /subscriptions: title, benefits, starting price, the way to the purchase page. */
export function OfferCard({ paymentType }: { paymentType: PaymentType }) {
  const price = displayPrice(paymentType);
  const headingId = `offer-${paymentType.id}-title`;
  // Variants and second cities change the price: the card shows where it starts.
  const varies = paymentType.variants.length > 1 || paymentType.type === 'professional';
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: 6,
        borderTopColor: typeAccent(paymentType.type),
        borderRadius: 3,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
          {paymentType.title}
        </Typography>
        {varies ? (
          <Typography variant="caption" color="text.secondary">
            A partire da
          </Typography>
        ) : null}
        <PriceTag cents={price.cents} period={price.period} size="medium" />
        <DescriptionBullets
          description={paymentType.description}
          label={`Vantaggi di ${paymentType.title}`}
          dense
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={offerPath(paymentType)}
          variant="contained"
          fullWidth
          aria-label={`Scopri ${paymentType.title}`}
        >
          Scopri di più
        </Button>
      </CardActions>
    </Card>
  );
}
