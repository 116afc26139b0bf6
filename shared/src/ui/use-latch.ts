import { useState } from 'react';

/**
 * False until `value` is first true, then true for good. For UI whose code loads on first use
 * (a dialog, a menu, a snackbar): mount it when first needed and keep it mounted afterwards,
 * so it can animate out and open again without waiting.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
