import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { itemCfp } from '../../../domain/catalog';
import type { CatalogItem } from '@colleghi/api-contract';

/** The last step: what was bought and where to find it. */
export function SuccessStep({ item, onClose }: { item: CatalogItem; onClose: () => void }) {
  const cfp = itemCfp(item);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <Box sx={{ color: 'success.main' }}>
        <CheckCircleRoundedIcon sx={{ fontSize: 64 }} />
      </Box>
      <Typography component="h3" variant="h5">
        {item.package ? 'Pacchetto acquistato!' : 'Iscrizione completata!'}
      </Typography>
      <Typography>
        {item.package
          ? `I corsi di «${item.name}» sono ora tra i tuoi corsi acquistati.`
          : `Ti sei iscritto a «${item.name}»: trovi le lezioni tra i tuoi corsi acquistati.`}
      </Typography>
      {cfp > 0 ? (
        <Typography color="text.secondary">{`Questo acquisto vale ${cfp} CFP.`}</Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" component={RouterLink} to="/purchased">
          Vai ai corsi acquistati
        </Button>
        <Button onClick={onClose}>Continua a esplorare</Button>
      </Stack>
    </Stack>
  );
}
