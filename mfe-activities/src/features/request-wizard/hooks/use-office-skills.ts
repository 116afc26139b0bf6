import { useEffect, useState } from 'react';
import { estimateSkills } from '../../../api/demands';
import { estimateToSkillOptions } from '../../../domain/skills';
import type { EstimateItem, Query } from '@colleghi/api-contract';

interface Loaded {
  key: string;
  skills: EstimateItem[];
  failed: boolean;
}

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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${officeId}:${role}:${attempt}`;
  const active = enabled && officeId !== null;

  useEffect(() => {
    if (!active || officeId === null) return undefined;
    let current = true;
    void estimateSkills({ office_id: officeId, role }).then((result) => {
      if (!current) return;
      setLoaded({
        key,
        skills: result.data ? estimateToSkillOptions(result.data) : [],
        failed: result.data === null,
      });
    });
    // Switching office mid-request: the older office's answer must not land.
    return () => {
      current = false;
    };
  }, [active, officeId, role, key]);

  // An answer for another office (or an earlier attempt) is as good as none.
  const mine = loaded?.key === key ? loaded : null;
  return {
    skills: mine?.skills ?? [],
    loading: active && mine === null,
    failed: mine?.failed ?? false,
    retry: () => setAttempt((count) => count + 1),
  };
}
