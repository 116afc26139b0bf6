import { useCallback } from 'react';
import { showToast } from '@colleghi/shared/platform';

/**
 * Copies a text and says so in a toast. The Clipboard API is missing outside secure contexts
 * (plain http on a LAN address), so that case gets an error toast instead of a silent no-op.
 */
export function useCopyToClipboard() {
  return useCallback(async (text: string, successMessage: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API non disponibile');
      await navigator.clipboard.writeText(text);
      showToast({ message: successMessage, severity: 'success' });
    } catch {
      showToast({ message: 'Impossibile copiare negli appunti.', severity: 'error' });
    }
  }, []);
}
