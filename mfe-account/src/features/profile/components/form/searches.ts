import { searchOffices } from '@colleghi/shared/platform';
import type { Office, Role } from '@colleghi/api-contract';

/** Lawyers pick their bar council (COA); accountants a tax court. */
export const officeFetcher =
  (role: Role) =>
  async (search: string): Promise<Office[]> => {
    const query =
      role === 'ACCOUNTANT'
        ? { search, role: 'accountant' as const, office_type: 'TAX_COURT' as const }
        : { search, is_coa: true };
    return (await searchOffices(query)).data?.results ?? [];
  };
