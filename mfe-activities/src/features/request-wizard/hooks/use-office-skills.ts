import { useQuery } from '@tanstack/react-query';
import { fromApi } from '@colleghi/shared/platform';
import { activityQueryKeys } from '../../../api/query-keys';
import { estimateSkills } from '../../../api/demands';
import { estimateToSkillOptions } from '../../../domain/skills';
import type { EstimateItem, Query } from '@colleghi/api-contract';

export interface OfficeSkills {
  skills: EstimateItem[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

type Role = NonNullable<Query<'/api/demands/estimate/'>['role']>;

/**
 * The skills colleagues of the office's city hold (demands/estimate/), per office and role. Keyed
 * by both, so switching office mid-request never shows the older office's answer, and going back
 * to an office shows what was already asked.
 */
export function useOfficeSkills(
  officeId: number | null,
  role: Role,
  enabled: boolean,
): OfficeSkills {
  const active = enabled && officeId !== null;
  const query = useQuery({
    queryKey: activityQueryKeys.officeSkills(officeId ?? 0, role),
    queryFn: () => fromApi(estimateSkills({ office_id: officeId ?? 0, role })),
    enabled: active,
    select: estimateToSkillOptions,
  });
  // "Riprova" after a failure: loading again, not failed, until the new answer.
  const retrying = query.isError && query.isFetching;
  return {
    skills: query.data ?? [],
    loading: active && (query.isPending || retrying),
    failed: query.isError && !retrying,
    retry: () => void query.refetch(),
  };
}
