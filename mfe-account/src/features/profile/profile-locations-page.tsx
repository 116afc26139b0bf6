import { Link as RouterLink } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';
import { isAccountant } from '../../domain/subscriptions/rules';
import type { User } from '@colleghi/api-contract';
import { SecondCityEditor } from './components/locations/second-city-editor';
import { PageLayout } from './components/page-layout';
import { SectionCard } from './components/section-card';
import { secondCityOf, secondCitySubscription } from './utils/city-change';
import { euro } from './utils/subscription-format';

/** /profile-locations: the second municipality of certified lawyers. */
export function ProfileLocationsPage() {
  const { user } = useSession();
  return (
    <PageLayout
      title="Secondo comune"
      subtitle="Ricevi attività anche in un secondo comune, oltre a quello dello studio."
      back={{ to: '/profile', label: 'Torna al profilo' }}
      maxWidth={720}
    >
      {user ? <Locations user={user} /> : <DelayedLoader />}
    </PageLayout>
  );
}

function Locations({ user }: { user: User }) {
  if (isAccountant(user)) {
    return <Alert severity="info">Il secondo comune non è previsto per i commercialisti.</Alert>;
  }
  const sub = user.is_certified ? secondCitySubscription(user) : null;
  const first = user.profile.city?.display_name ?? 'Non indicato';
  if (!sub) {
    return (
      <SectionCard
        title="Aggiungi un secondo comune"
        description="Il secondo comune è incluso nel profilo certificato Professional, insieme alle notifiche prioritarie e a 2 competenze in più."
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>Comune principale: {first}</Typography>
          <Button component={RouterLink} to="/subscription?type=professional" variant="contained">
            Scopri Professional
          </Button>
        </Stack>
      </SectionCard>
    );
  }
  const current = secondCityOf(user);
  return (
    <SectionCard
      title="Il tuo secondo comune"
      description={`Comune principale: ${first}. Prezzo attuale di ${sub.title}: ${euro(sub.price)} al mese + IVA. Il prezzo può variare in base al secondo comune.`}
    >
      <SecondCityEditor key={current?.id ?? 'none'} subscription={sub} current={current} />
    </SectionCard>
  );
}
