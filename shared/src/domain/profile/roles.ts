import { ROLES } from '../../api/types';
import type { Role } from '../../api/types';

/**
 * The roles a profile may switch to: an accountant only their own, everyone else any
 * lawyer role but never the accountant one. The profile edit form and /account-confirm offer these.
 */
export function roleOptions(current: Role): Role[] {
  return current === 'ACCOUNTANT' ? ['ACCOUNTANT'] : ROLES.filter((role) => role !== 'ACCOUNTANT');
}
