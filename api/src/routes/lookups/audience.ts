import type { Audience } from '../../db/schema';

/**
 * The ?role= of lookups: 'accountant' or 'lawyer', and the profile types are accepted too
 * (ACCOUNTANT, or any lawyer type), so a client may pass user.profile.type as it is.
 */
export function audienceOf(role: string): Exclude<Audience, 'all'> | null {
  const value = role.trim().toLowerCase();
  if (value === 'accountant') return 'accountant';
  if (['lawyer', 'established', 'practicing', 'qualified'].includes(value)) return 'lawyer';
  return null;
}
