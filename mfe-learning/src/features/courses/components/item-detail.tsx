import { Link as RouterLink } from '@colleghi/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deadlineWarning, deadlineWarningMessage } from '../../../domain/deadline';
import { isOwned } from '../../../domain/catalog';
import type { CatalogItem } from '@colleghi/api-contract';
import { CategoryChip } from './category-chip';
import { DetailFacts } from './detail-facts';
import { ItemContents } from './item-contents';
import { PriceTag } from './price-tag';

export interface ItemDetailProps {
  item: CatalogItem;
  onSubscribe: () => void;
  /** A free enrolment is on its way. */
  enrolling: boolean;
  /** The session's user is still loading: the next step is not known yet. */
  waiting: boolean;
  /** Why the last enrolment was refused. */
  error: string | null;
}

/** The panel's first step: everything about the item, and the button to subscribe. */
export function ItemDetail({ item, onSubscribe, enrolling, waiting, error }: ItemDetailProps) {
  const owned = isOwned(item);
  const warning = item.course ? deadlineWarning(item.course) : null;
  return (
    <Stack spacing={2}>
      {item.image ? (
        <Box component="img" src={item.image} alt="" sx={{ width: '100%', borderRadius: 1 }} />
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {item.package ? <Chip size="small" color="primary" label="Pacchetto" /> : null}
        {item.category ? <CategoryChip category={item.category} /> : null}
      </Stack>
      <Typography component="h3" variant="h5">
        {item.name}
      </Typography>
      <PriceTag item={item} size="large" />
      {warning ? <Alert severity="warning">{deadlineWarningMessage(warning)}</Alert> : null}
      <DetailFacts item={item} />
      <Divider />
      <Box>
        {item.long_description
          .split('\n')
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <Typography key={index} variant="body2" sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        <ItemContents item={item} />
      </Box>
      {item.package_available && !owned ? (
        <Alert severity="info">Questo corso è incluso anche in un pacchetto più conveniente.</Alert>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {owned ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/purchased">
              I miei corsi
            </Button>
          }
        >
          {item.package
            ? 'Hai già acquistato questo pacchetto.'
            : 'Hai già acquistato questo corso.'}
        </Alert>
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={onSubscribe}
          disabled={enrolling || waiting}
          startIcon={
            enrolling ? (
              <CircularProgress size={18} color="inherit" aria-label="Iscrizione in corso" />
            ) : undefined
          }
        >
          {item.package ? 'Acquista il pacchetto' : 'Iscriviti'}
        </Button>
      )}
    </Stack>
  );
}
