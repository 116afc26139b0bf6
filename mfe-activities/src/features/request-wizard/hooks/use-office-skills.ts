import { useQuery } from '@tanstack/react-query';
import { fromApi } from '@colleghi/shared/platform';
import { estimateSkills } from '../../../api/demands';
import { estimateToSkillOptions } from '../../../domain/skills';
import { activityQueryKeys } from '../../../api/query-keys';
import type { EstimateItem, Query } from '@colleghi/api-contract';

export interface OfficeSkills {
  skills: EstimateItem[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The skills colleagues of the office's city hold (demands/estimate/), reloaded per office. */
export function useOfficeSkills(
  officeId: number | null,
  role: NonNullable<Query<'/api/demands/estimate/'>['role']>,
  enabled: boolean,
): OfficeSkills {
  const active = enabled && officeId !== null;
  const query = useQuery({
    queryKey: activityQueryKeys.officeSkills(officeId ?? 0, role),
    queryFn: async () =>
      estimateToSkillOptions(await fromApi(estimateSkills({ office_id: officeId ?? 0, role }))),
    enabled: active,
  });
  const { refetch } = query;
  return {
    skills: query.data ?? [],
    // Switching office shows the new office's loading, never the previous office's skills.
    loading: active && (query.isPending || (query.isError && query.isFetching)),
    failed: active && query.isError && !query.isFetching,
    retry: () => void refetch(),
  };
}
