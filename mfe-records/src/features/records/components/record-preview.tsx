import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { RecordItem } from '@colleghi/api-contract';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { formatCreated } from '../utils/format-created';
import { CopyableField } from './copyable-field';

/** The selected record: what to hand a colleague (link and access code) and a way to open it. */
export function RecordPreview({ record }: { record: RecordItem }) {
  const copy = useCopyToClipboard();
  return (
    <Stack spacing={2}>
      <div>
        <Typography component="h2" variant="h6">
          {record.identifier}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Creato il {formatCreated(record.created_at)}
          {record.mine ? '' : ' · Condiviso con me'}
        </Typography>
      </div>
      <CopyableField
        label="Link"
        value={record.link}
        copyLabel="Copia link"
        onCopy={() => void copy(record.link, 'Link copiato negli appunti.')}
      />
      <CopyableField
        label="Codice di accesso"
        value={record.code}
        copyLabel="Copia codice di accesso"
        onCopy={() => void copy(record.code, 'Codice di accesso copiato negli appunti.')}
        monospace
      />
      <Alert severity="info">
        Condividi link e codice di accesso con i colleghi. Il verbale confermato non può essere
        modificato.
      </Alert>
      <Button
        variant="contained"
        href={record.link}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
        aria-label={`Apri il verbale ${record.identifier} in una nuova scheda`}
      >
        Apri
      </Button>
    </Stack>
  );
}
