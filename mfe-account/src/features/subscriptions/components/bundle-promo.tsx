import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { offerPath, promoImageUrl } from '../../../domain/subscriptions/offers';
import type { PaymentType } from '@colleghi/api-contract';
import { displayPrice } from '../utils/offer-price';
import { PriceTag } from './price-tag';

/** A bundle on /subscriptions: its promo image (or a banner when it has none), linking to it. */
export function BundlePromo({ bundle }: { bundle: PaymentType }) {
  const price = displayPrice(bundle);
  const contained = bundle.contained_subscriptions.map((item) => item.title).join(' + ');
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <CardActionArea
        component={RouterLink}
        to={offerPath(bundle)}
        aria-label={`Scopri ${bundle.title}`}
      >
        {bundle.promo_image ? (
          // Inset like the text below: the card's rounded corners never reach the picture.
          <Box sx={{ px: 2, pt: 2 }}>
            <Box
              component="img"
              src={promoImageUrl(bundle.promo_image)}
              alt={`${bundle.title}: ${contained}`}
              // The picture is drawn whole, never cropped: a promo's frame runs along its edges,
              // and cropping a wide screen's taller picture to the height cap cut it off.
              sx={{
                display: 'block',
                width: 'auto',
                maxWidth: '100%',
                height: 'auto',
                maxHeight: 280,
                objectFit: 'contain',
                mx: 'auto',
              }}
            />
          </Box>
        ) : null}
        <CardContent
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box>
            <Typography variant="h6" component="h3">
              {bundle.title}
            </Typography>
            {contained ? (
              <Typography variant="body2" color="text.secondary">
                Include {contained}
              </Typography>
            ) : null}
          </Box>
          <PriceTag cents={price.cents} period={price.period} size="medium" />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
