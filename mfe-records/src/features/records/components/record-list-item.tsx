import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import type { RecordItem } from '@colleghi/api-contract';
import { formatCreated } from '../utils/format-created';

export interface RecordListItemProps {
  record: RecordItem;
  selected: boolean;
  onSelect: () => void;
  onCopyLink: () => void;
}

/**
 * One row: the record opens in the side panel; the copy button sits beside it, not inside it.
 * The copy button's name already says what its tooltip says (Tooltip keeps the child's
 * aria-label), so the tooltip is hidden from assistive technology rather than announced twice.
 */
export function RecordListItem({ record, selected, onSelect, onCopyLink }: RecordListItemProps) {
  const copyLabel = `Copia link del verbale ${record.identifier}`;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        mb: 1,
      }}
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        sx={{ borderRadius: 1 }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {record.identifier}
            </Typography>
            {record.mine ? null : <Chip size="small" label="Condiviso con me" />}
          </Stack>
          <Typography component="span" variant="body2" color="text.secondary">
            Creato il {formatCreated(record.created_at)} · Codice{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {record.code}
            </Box>
          </Typography>
        </Stack>
      </ListItemButton>
      <Box sx={{ mx: 1 }}>
        <Tooltip
          title="Copia link"
          slotProps={{
            popper: { keepMounted: true, 'aria-hidden': true },
            tooltip: { 'aria-hidden': true },
          }}
        >
          <IconButton aria-label={copyLabel} onClick={onCopyLink}>
            <LinkIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
