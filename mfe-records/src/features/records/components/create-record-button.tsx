import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { showToast, serverErrorMessage } from '@colleghi/shared/platform';
import { DelayedLoader, lazyNamed } from '@colleghi/shared/ui';
import type { RecordItem } from '@colleghi/api-contract';
import { useRecordWrites } from '../hooks/use-record-writes';

export { CREATE_CONFIRM_MESSAGE, CREATE_CONFIRM_TITLE } from './create-record-texts';

// The dialog (modal, focus trap, transitions) loads on the first click, the delayed loader meanwhile.
const CreateRecordDialog = lazyNamed(() => import('./create-record-dialog'), 'CreateRecordDialog');

/** 'Nuovo verbale': asks first, since a confirmed record is final. */
export function CreateRecordButton({ onCreated }: { onCreated: (record: RecordItem) => void }) {
  const { createRecord } = useRecordWrites();
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first click on, so that closing it keeps its transition.
  const [asked, setAsked] = useState(false);
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
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
      >
        Nuovo verbale
      </Button>
      {asked ? (
        <Suspense fallback={<DelayedLoader />}>
          <CreateRecordDialog
            open={confirming}
            busy={busy}
            onConfirm={() => void create()}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
