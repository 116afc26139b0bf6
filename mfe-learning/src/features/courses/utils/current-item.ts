import { CURRENT_COURSE_KEY, CURRENT_PACKAGE_KEY } from '../../../domain/constants';

// The item a guest wanted before signing in. The host's "/" reads these keys, so a visitor who
// signs in anywhere (or comes back later) lands on it again.

function keyOf(kind: 'course' | 'package'): string {
  return kind === 'package' ? CURRENT_PACKAGE_KEY : CURRENT_COURSE_KEY;
}

export function rememberCurrentItem(kind: 'course' | 'package', id: number): void {
  try {
    localStorage.setItem(keyOf(kind), String(id));
    // Only the latest wish counts: the root redirect tries the course key first.
    localStorage.removeItem(keyOf(kind === 'package' ? 'course' : 'package'));
  } catch {
    // Storage blocked (privacy mode): the callback still brings the user back.
  }
}

/** Once a signed-in user has seen the item, "/" goes back to the dashboard. */
export function forgetCurrentItem(kind: 'course' | 'package', id: number): void {
  try {
    if (localStorage.getItem(keyOf(kind)) === String(id)) localStorage.removeItem(keyOf(kind));
  } catch {
    // See rememberCurrentItem.
  }
}
