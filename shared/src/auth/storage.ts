/** The product's local storage keys; keep the names as they are. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  paymentToken: 'payment_token',
  userId: 'user_id',
  showSkillsButtons: 'show_skills_buttons',
  lastAnalyticsScreen: 'last_analytics_screen',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be missing (non-browser) or throw (privacy modes, full quota): the session then
// lives in memory only instead of crashing the app.
export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // See readStorage.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // See readStorage.
  }
}
