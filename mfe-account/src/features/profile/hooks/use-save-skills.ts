import { useCallback, useState } from 'react';
import { serverErrorMessage, showToast, updateMe } from '@colleghi/shared/platform';
import { accountChanged } from '../../../api/account-changed';
import { PROFILE_MESSAGES } from '../../../domain/subscriptions/messages';
import type { Skill, User } from '@colleghi/api-contract';
import { skillIdsToSave } from '../utils/skills';

export interface SaveSkills {
  busy: boolean;
  /** The server's refusal (limits, locked skills), shown inside the editor. */
  error: string | null;
  save: (selection: readonly Skill[]) => Promise<boolean>;
  clearError: () => void;
}

/** PUT users/me/ with the new skill ids, then the session user reloads. */
export function useSaveSkills(user: User): SaveSkills {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(
    async (selection: readonly Skill[]) => {
      setBusy(true);
      setError(null);
      const result = await updateMe({ profile: { skills: skillIdsToSave(selection, user) } });
      if (result.error) {
        setBusy(false);
        if (!result.error500) setError(serverErrorMessage(result.error));
        return false;
      }
      await accountChanged();
      setBusy(false);
      showToast({ message: PROFILE_MESSAGES.skillsUpdated, severity: 'success' });
      return true;
    },
    [user],
  );

  const clearError = useCallback(() => setError(null), []);
  return { busy, error, save, clearError };
}
