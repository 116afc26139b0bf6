import type { ProfileFlags } from '@colleghi/shared/domain';
import type { Role } from '@colleghi/api-contract';

export type QualificationFlag = Exclude<
  keyof ProfileFlags,
  'is_chancellor' | 'is_chamber_of_commerce'
>;

export const QUALIFICATION_LABELS: Record<QualificationFlag, string> = {
  is_cassationist: 'Cassazionista',
  is_auditor: 'Revisore legale',
  is_sales_delegate: 'Delegato alle vendite',
  is_statutory_auditor: 'Sindaco',
  is_civil_and_commercial_mediator: 'Mediatore civile e commerciale',
  is_over_indebtedness_crises: 'Gestore della crisi da sovraindebitamento',
  is_corporate_crisis_manager: "Gestore della crisi d'impresa",
};

// Accountants have their own professional qualifications.
const LAWYER_QUALIFICATIONS: QualificationFlag[] = [
  'is_cassationist',
  'is_civil_and_commercial_mediator',
  'is_sales_delegate',
  'is_over_indebtedness_crises',
  'is_corporate_crisis_manager',
];
const ACCOUNTANT_QUALIFICATIONS: QualificationFlag[] = [
  'is_auditor',
  'is_statutory_auditor',
  'is_sales_delegate',
  'is_over_indebtedness_crises',
  'is_corporate_crisis_manager',
];

export function qualificationFlagsFor(role: Role): QualificationFlag[] {
  return role === 'ACCOUNTANT' ? ACCOUNTANT_QUALIFICATIONS : LAWYER_QUALIFICATIONS;
}

/** The labels of the qualifications a profile holds, in the role's order. */
export function heldQualifications(role: Role, flags: ProfileFlags): string[] {
  return qualificationFlagsFor(role)
    .filter((flag) => flags[flag])
    .map((flag) => QUALIFICATION_LABELS[flag]);
}

/** The professional-order office: lawyers pick their bar (COA), accountants a tax court. */
export function officeLabel(role: Role): string {
  return role === 'ACCOUNTANT' ? 'Ufficio di riferimento' : "Consiglio dell'Ordine";
}

export function firmLabel(role: Role): string {
  return role === 'ACCOUNTANT' ? 'Studio' : 'Studio legale';
}
