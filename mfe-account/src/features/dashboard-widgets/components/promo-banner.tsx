import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { offerPath, promoImageUrl } from '../../../domain/subscriptions/offers';
import type { PaymentType, SubscriptionType } from '@colleghi/api-contract';
import { promoPrice, promoPriceParts } from '../utils/promo-offers';
import { BUNDLE_BADGE, PROMO_CTA, PROMO_PITCH, bundlePitch } from '../utils/texts';

type Accent = 'professional' | 'gold' | 'primary' | 'secondary';

/** Each type wears its brand colour (the theme's gold and professional, navy for the others). */
const LOOK: Record<SubscriptionType, { accent: Accent; icon: ReactNode }> = {
  professional: { accent: 'professional', icon: <VerifiedOutlined aria-hidden /> },
  gold: { accent: 'gold', icon: <WorkspacePremiumOutlined aria-hidden /> },
  additional_skills: { accent: 'primary', icon: <AddTaskOutlined aria-hidden /> },
  qualify: { accent: 'primary', icon: <SchoolOutlined aria-hidden /> },
  bundle: { accent: 'secondary', icon: <RedeemOutlined aria-hidden /> },
};

function pitch(offer: PaymentType): string {
  return offer.type === 'bundle'
    ? bundlePitch(offer.contained_subscriptions.map((entry) => entry.title))
    : PROMO_PITCH[offer.type];
}

/** The amount in bold over its terms; the space keeps the text readable as one phrase. */
function PriceTag({ amount, terms }: { amount: string; terms: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="span" variant="subtitle1" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
        {amount}
      </Typography>{' '}
      <Typography component="span" variant="caption" color="text.secondary">
        {terms}
      </Typography>
    </Box>
  );
}

/** One offer: icon, title, a short pitch, the price before VAT and a link to its page. */
export function PromoBanner({ offer }: { offer: PaymentType }) {
  const titleId = useId();
  const { accent, icon } = LOOK[offer.type];
  const price = promoPrice(offer);
  const bundle = offer.type === 'bundle';
  const tint = (theme: Theme) => theme.palette[accent].main;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        border: 1,
        borderColor: (theme) => alpha(tint(theme), 0.35),
        borderLeft: 4,
        borderLeftColor: tint,
        background: (theme) =>
          bundle
            ? `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.06)}, ${alpha(theme.palette.secondary.main, 0.16)})`
            : alpha(tint(theme), 0.07),
      }}
    >
      {bundle && offer.promo_image ? (
        // Inset like the text below: the card's rounded corners never reach the picture.
        <Box sx={{ px: 1.5, pt: 1.5 }}>
          <Box
            component="img"
            src={promoImageUrl(offer.promo_image)}
            alt=""
            // Whole, never cropped: a promo's frame runs along the picture's edges, and cropping a
            // wide column's taller picture to the height cap cut it off.
            sx={{
              display: 'block',
              width: 'auto',
              maxWidth: '100%',
              height: 'auto',
              maxHeight: 120,
              objectFit: 'contain',
              mx: 'auto',
            }}
          />
        </Box>
      ) : null}
      <Stack spacing={1} sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            sx={{
              width: 36,
              height: 36,
              bgcolor: tint,
              color: (theme) => theme.palette[accent].contrastText,
            }}
          >
            {icon}
          </Avatar>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.25, flex: 1, minWidth: 0 }}
          >
            {offer.title}
          </Typography>
          {bundle ? <Chip label={BUNDLE_BADGE} size="small" color="secondary" /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {pitch(offer)}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-end', justifyContent: 'space-between' }}
        >
          {price ? <PriceTag {...promoPriceParts(price)} /> : <span />}
          <Button
            component={RouterLink}
            to={offerPath(offer)}
            variant="contained"
            color={accent}
            size="small"
            disableElevation
            endIcon={<ArrowForward aria-hidden />}
            aria-label={`${PROMO_CTA}: ${offer.title}`}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {PROMO_CTA}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
