import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { showToast, serverErrorMessage } from '@colleghi/shared/platform';
import { ConfirmDialog } from '@colleghi/shared/ui';
import type { RecordItem } from '@colleghi/api-contract';
import { createRecord } from '../api/records';

export const CREATE_CONFIRM_TITLE = 'Creare un nuovo verbale?';
export const CREATE_CONFIRM_MESSAGE =
  'Una volta confermato, il verbale non potrà più essere modificato. Riceverai un identificativo, ' +
  'un link e un codice di accesso da condividere con i colleghi.';

/** 'Nuovo verbale': asks first, since a confirmed record is final. */
export function CreateRecordButton({ onCreated }: { onCreated: (record: RecordItem) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    const result = await createRecord();
    setBusy(false);
    setConfirming(false);
    if (result.data) {
      showToast({ message: `Verbale ${result.data.identifier} creato.`, severity: 'success' });
      onCreated(result.data);
    } else if (!result.error500) {
      // A 5xx already shows the global error modal.
      showToast({ message: serverErrorMessage(result.error), severity: 'error' });
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setConfirming(true)}>
        Nuovo verbale
      </Button>
      <ConfirmDialog
        open={confirming}
        title={CREATE_CONFIRM_TITLE}
        message={CREATE_CONFIRM_MESSAGE}
        confirmLabel="Crea verbale"
        onConfirm={() => void create()}
        onCancel={() => setConfirming(false)}
        busy={busy}
      />
    </>
  );
}
