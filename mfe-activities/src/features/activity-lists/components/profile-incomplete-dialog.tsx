import { useNavigate } from '@colleghi/shared/router';
import { PROFILE_INCOMPLETE_MESSAGE } from '@colleghi/shared/domain';
import { ConfirmDialog } from '@colleghi/shared/ui';

export const PROFILE_COMPLETE_PATH = '/profile-complete';

/** Offering availability needs a complete profile: say so and offer the way to complete it. */
export function ProfileIncompleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={PROFILE_INCOMPLETE_MESSAGE}
      message="Per dare la tua disponibilità ai colleghi devi prima completare i dati del tuo profilo."
      confirmLabel="Completa il profilo"
      cancelLabel="Chiudi"
      onConfirm={() => {
        onClose();
        navigate(PROFILE_COMPLETE_PATH);
      }}
      onCancel={onClose}
    />
  );
}
