import { showToast, useDashboardData, useDismissDashboardCard } from '@colleghi/shared/platform';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ApiResult } from '@colleghi/shared/platform';
import { BANNER_MIN_HEIGHT, BannerCard, type PathOfDeeplink } from './banner-card';

export const DASHBOARD_LOAD_ERROR = 'Non siamo riusciti a caricare i dati della dashboard.';
const CLOSE_ERROR = 'Non è stato possibile chiudere l’avviso. Riprova.';

function sayRefusal(result: ApiResult<null>): void {
  // A 5xx already opened the global error modal; a 404 means it was gone and is now hidden.
  if (result.error && !result.error500 && result.status !== 404) {
    showToast({ message: CLOSE_ERROR, severity: 'error' });
  }
}

/** The banner cards of the dashboard payload (the host owns them: they are not a remote's). */
export function DashboardBanners({ pathOfDeeplink }: { pathOfDeeplink: PathOfDeeplink }) {
  const { status, data, reload } = useDashboardData();
  const dismiss = useDismissDashboardCard();
  const closeCard = async (id: number) => sayRefusal(await dismiss.mutateAsync(id));
  if (status === 'loading' || status === 'idle') {
    return (
      <Box role="status" aria-label="Caricamento degli avvisi">
        <Skeleton variant="rounded" height={BANNER_MIN_HEIGHT} sx={{ borderRadius: 2 }} />
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void reload()}>
            Riprova
          </Button>
        }
      >
        {DASHBOARD_LOAD_ERROR}
      </Alert>
    );
  }
  const cards = data?.cards ?? [];
  if (cards.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="Avvisi"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: cards.length > 1 ? 'repeat(2, 1fr)' : '1fr' },
      }}
    >
      {cards.map((card) => (
        <BannerCard key={card.id} card={card} onClose={closeCard} pathOfDeeplink={pathOfDeeplink} />
      ))}
    </Box>
  );
}
