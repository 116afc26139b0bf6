import type { Profile, Role } from '@colleghi/api-contract';

export const ROLES = [
  'LAWYER',
  'ESTABLISHED',
  'PRACTICING',
  'QUALIFIED',
  'ACCOUNTANT',
] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  LAWYER: 'Avvocato',
  ESTABLISHED: 'Avvocato stabilito',
  PRACTICING: 'Praticante avvocato',
  QUALIFIED: 'Praticante avvocato abilitato',
  ACCOUNTANT: 'Commercialista',
};

/** The professional qualifications a profile can flag. */
export type ProfileFlags = Pick<
  Profile,
  | 'is_cassationist'
  | 'is_auditor'
  | 'is_sales_delegate'
  | 'is_statutory_auditor'
  | 'is_civil_and_commercial_mediator'
  | 'is_over_indebtedness_crises'
  | 'is_corporate_crisis_manager'
  | 'is_chancellor'
  | 'is_chamber_of_commerce'
>;

/**
 * The roles a profile may switch to: an accountant only their own, everyone else any
 * lawyer role but never the accountant one. The profile edit form and /account-confirm offer these.
 */
export function roleOptions(current: Role): Role[] {
  return current === 'ACCOUNTANT' ? ['ACCOUNTANT'] : ROLES.filter((role) => role !== 'ACCOUNTANT');
}
