import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { TermResult } from './calculator';
import { computeDraft, emptyDraft } from './term-draft';
import type { TermDraft } from './term-draft';
import { TermFields } from './term-fields';
import { TermResultView } from './term-result';

export interface DeadlineDialogProps {
  /** The day the calculation starts from: the form's date. */
  initialFrom: string;
  onClose: () => void;
  /** "Usa questa data": the result goes into the form. */
  onUse: (result: TermResult) => void;
}

/** The calculator over a fulfilment's form; mounted while open, so each opening starts afresh. */
export function DeadlineDialog({ initialFrom, onClose, onUse }: DeadlineDialogProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<TermDraft>(() => emptyDraft(initialFrom));
  const { result, error } = computeDraft(draft);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Calcola scadenza</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TermFields
            draft={draft}
            onChange={(patch) => setDraft((old) => ({ ...old, ...patch }))}
          />
          <TermResultView result={result} error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annulla</Button>
        <Button
          variant="contained"
          disabled={!result}
          onClick={() => {
            if (result) onUse(result);
          }}
        >
          Usa questa data
        </Button>
      </DialogActions>
    </Dialog>
  );
}
