import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PagedListView } from '@colleghi/shared/ui';
import type { PurchasedItem } from '@colleghi/api-contract';
import { PurchaseCard } from './components/purchase-card';
import { usePurchases } from './hooks/use-purchases';
import { PURCHASED_TITLE } from './purchased-title';

export const PURCHASED_EMPTY_TEXT = 'Non hai ancora acquistato corsi.';

/** /purchased: the courses the user owns, with deadlines, warnings and lessons. */
export function PurchasedPage() {
  const list = usePurchases();
  return (
    <Box component="section" sx={{ maxWidth: 900, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography component="h1" variant="h4">
          {PURCHASED_TITLE}
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/courses">
          Scopri altri corsi
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Segui le lezioni entro la scadenza di ogni corso per maturare i crediti formativi.
      </Typography>
      <PagedListView
        list={list}
        skeleton={
          <Stack spacing={2} role="status" aria-label="Caricamento dei corsi acquistati">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={180} />
            ))}
          </Stack>
        }
        emptyState={
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
            <Typography role="status" variant="h6" component="p">
              {PURCHASED_EMPTY_TEXT}
            </Typography>
            <Typography color="text.secondary">
              Nel catalogo trovi corsi accreditati, anche gratuiti, e pacchetti convenienti.
            </Typography>
            <Button variant="contained" component={RouterLink} to="/courses">
              Vai ai corsi
            </Button>
          </Stack>
        }
        emptyText={PURCHASED_EMPTY_TEXT}
        ariaLabel="Corsi acquistati"
        renderItem={(purchase: PurchasedItem) => <PurchaseCard purchase={purchase} />}
      />
    </Box>
  );
}
