import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiQueryError } from '@colleghi/shared/platform';
import { searchSkills } from '../../../api/skills';
import { accountQueryKeys } from '../../../api/query-keys';
import type { Skill } from '@colleghi/api-contract';

export interface AllSkills {
  skills: Skill[];
  loading: boolean;
  error: boolean;
  retry: () => void;
}

// A catalogue of a few dozen entries: every page is read once, then the screen filters locally.
const MAX_PAGES = 20;
const NONE: Skill[] = [];

async function loadAll(): Promise<Skill[]> {
  const all: Skill[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await searchSkills('', page);
    if (!result.data) throw new ApiQueryError(result);
    all.push(...result.data.results);
    if (!result.data.next) break;
  }
  return all;
}

/**
 * Every pickable skill (the server leaves out 12, 16 and 17). `enabled: false` asks nothing
 * (accountants pick no skills).
 */
export function useAllSkills({ enabled = true }: { enabled?: boolean } = {}): AllSkills {
  const { data, isError, isFetching, refetch } = useQuery({
    queryKey: accountQueryKeys.skills,
    queryFn: loadAll,
    enabled,
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    skills: data ?? NONE,
    // A retry after a failure shows the loader again, not the failure.
    loading: enabled && (isFetching || (data === undefined && !isError)),
    error: isError && !isFetching,
    retry,
  };
}
