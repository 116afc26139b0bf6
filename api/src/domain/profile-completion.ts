import type { Role } from '../db/schema';

export interface CompletionInput {
  role: Role;
  birthDate: string | null;
  fiscalCode: string | null;
  cityId: number | null;
  pec: string | null;
  vat: string | null;
  registerNumber: string | null;
  coaOfficeId: number | null;
  skillsCount: number;
  lawfirm: {
    name: string | null;
    address: string | null;
    cityId: number | null;
    zip: string | null;
    phone: string | null;
    fax: string | null;
  } | null;
}

/**
 * The profile wizard's steps: skills (not for accountants, who have no skills
 * sections), birth date and fiscal code, professional data, then the law firm data.
 */
export function isProfileComplete(input: CompletionInput): boolean {
  const firm = input.lawfirm;
  const checks = [
    input.cityId,
    input.birthDate,
    input.fiscalCode,
    input.pec,
    input.vat,
    input.registerNumber,
    input.coaOfficeId,
    firm?.name,
    firm?.address,
    firm?.cityId,
    firm?.zip,
    firm?.phone,
    firm?.fax,
  ];
  const hasSkills = input.role === 'ACCOUNTANT' || input.skillsCount > 0;
  return hasSkills && checks.every((value) => value !== null && value !== undefined);
}
