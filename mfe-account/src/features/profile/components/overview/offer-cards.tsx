import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BRAND_COLORS } from '@colleghi/shared/ui';
import { showSkillsCard, showToCertifyCard } from '../../../../domain/subscriptions/rules';
import type { PaymentType, User } from '@colleghi/api-contract';

interface Offer {
  title: string;
  text: string;
  to: string;
  action: string;
  accent: string;
}

/** The toCertify and skills cards, each only under its condition. */
export function OfferCards({ user, types }: { user: User; types: PaymentType[] }) {
  const offers: Offer[] = [];
  if (showToCertifyCard(types, user)) {
    offers.push({
      title: 'Certifica il tuo profilo',
      text: 'Con Professional ricevi le notifiche in anteprima, 2 competenze in più e un secondo comune.',
      to: '/subscription?type=professional',
      action: 'Scopri Professional',
      accent: BRAND_COLORS.professional,
    });
  }
  if (showSkillsCard(types, user)) {
    offers.push({
      title: 'Aggiungi competenze',
      text: 'Amplia il tuo profilo con un pacchetto di competenze aggiuntive e ricevi più attività.',
      to: '/subscription?type=additional_skills',
      action: 'Scopri le competenze aggiuntive',
      accent: BRAND_COLORS.gold,
    });
  }
  if (offers.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {offers.map((offer) => (
        <Card
          key={offer.title}
          component="section"
          aria-label={offer.title}
          variant="outlined"
          sx={{ borderTop: `4px solid ${offer.accent}`, display: 'flex', flexDirection: 'column' }}
        >
          <CardContent sx={{ flex: 1 }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {offer.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {offer.text}
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button component={RouterLink} to={offer.to} variant="contained">
              {offer.action}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
