import type { Deeplink } from '@colleghi/api-contract';

/** The app path of each deep link a dashboard card or a notification may carry. */
export const DEEPLINK_PATHS: Record<Deeplink, string> = {
  profile: '/profile',
  agenda: '/agenda',
  courses: '/courses',
  subscriptions: '/subscriptions',
};

/** The path of a deep link, or null for an unknown one (a newer server, an older app). */
export function deeplinkPath(deeplink: string | null | undefined): string | null {
  if (!deeplink) return null;
  return Object.hasOwn(DEEPLINK_PATHS, deeplink) ? DEEPLINK_PATHS[deeplink as Deeplink] : null;
}
