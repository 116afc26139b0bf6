import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';
import { SUBSCRIPTION_MESSAGES } from '../../domain/subscriptions/messages';
import { usePaymentTypesInfo } from '../../api/use-payment-types-info';
import { visibleOffers } from '../../domain/subscriptions/rules';
import { ActiveSubscriptionCard } from './components/active-subscription-card';
import { BundlePromo } from './components/bundle-promo';
import { LoadError } from './components/load-error';
import { OfferCard } from './components/offer-card';
import { PageFrame } from './components/page-frame';
import { offerGridSize } from './utils/offer-grid';

/** State /profile reads to scroll to its subscriptions list. */
export const PROFILE_SUBSCRIPTIONS_STATE = { scrollTo: 'subscriptions' } as const;

function EmptyText({ children }: { children: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', borderRadius: 3 }}>
      <Typography color="text.secondary">{children}</Typography>
    </Paper>
  );
}

/**
 * /subscriptions: bundle promos, the offers the user may buy, then what they already hold.
 * Public: guests see the catalogue; a ?token= link has already been turned into a session by the
 * host, so the user may still be loading here.
 */
export function SubscriptionsPage() {
  const { isAuthenticated, user } = useSession();
  const catalogue = usePaymentTypesInfo();
  const waitingForUser = isAuthenticated && user === null;

  const offers =
    catalogue.status === 'ready' && !waitingForUser
      ? visibleOffers(catalogue.info.results, user, catalogue.info.additional_skills_buyable)
      : [];
  const bundles = offers.filter((offer) => offer.type === 'bundle');
  const cards = offers.filter((offer) => offer.type !== 'bundle');

  return (
    <PageFrame
      title="Abbonamenti"
      subtitle="Scegli l’abbonamento più adatto alla tua attività. Tutti i prezzi si intendono + IVA."
      maxWidth="lg"
    >
      <Box component="section" aria-labelledby="offers-title" sx={{ mb: 5 }}>
        <Typography id="offers-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Abbonamenti disponibili
        </Typography>
        {catalogue.status === 'error' ? <LoadError onRetry={catalogue.retry} /> : null}
        {catalogue.status === 'loading' || (catalogue.status === 'ready' && waitingForUser) ? (
          <DelayedLoader label="Caricamento degli abbonamenti" />
        ) : null}
        {catalogue.status === 'ready' && !waitingForUser ? (
          offers.length === 0 ? (
            <EmptyText>{SUBSCRIPTION_MESSAGES.noOffers}</EmptyText>
          ) : (
            <Stack spacing={3}>
              {bundles.map((bundle) => (
                <BundlePromo key={bundle.id} bundle={bundle} />
              ))}
              {cards.length > 0 ? (
                <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
                  {cards.map((offer) => (
                    <Grid key={offer.id} size={offerGridSize(cards.length)}>
                      <OfferCard paymentType={offer} />
                    </Grid>
                  ))}
                </Grid>
              ) : null}
            </Stack>
          )
        ) : null}
      </Box>

      {isAuthenticated ? (
        <Box component="section" aria-labelledby="active-title">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Typography id="active-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              I tuoi abbonamenti
            </Typography>
            {user && user.subscriptions.length > 0 ? (
              <Button component={RouterLink} to="/profile" state={PROFILE_SUBSCRIPTIONS_STATE}>
                Gestisci i tuoi abbonamenti
              </Button>
            ) : null}
          </Stack>
          {user === null ? (
            <DelayedLoader label="Caricamento dei tuoi abbonamenti" />
          ) : user.subscriptions.length === 0 ? (
            <EmptyText>{SUBSCRIPTION_MESSAGES.noActiveSubscriptions}</EmptyText>
          ) : (
            <Stack spacing={2}>
              {user.subscriptions.map((subscription) => (
                <ActiveSubscriptionCard key={subscription.id} subscription={subscription} />
              ))}
            </Stack>
          )}
        </Box>
      ) : null}
    </PageFrame>
  );
}
