import { useCallback, useEffect, useState } from 'react';
import { searchSkills } from '../../../api/skills';
import type { Skill } from '@colleghi/api-contract';

export interface AllSkills {
  skills: Skill[];
  loading: boolean;
  error: boolean;
  retry: () => void;
}

// A catalogue of a few dozen entries: every page is read once, then the screen filters locally.
const MAX_PAGES = 20;

async function loadAll(): Promise<Skill[] | null> {
  const all: Skill[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data } = await searchSkills('', page);
    if (!data) return null;
    all.push(...data.results);
    if (!data.next) break;
  }
  return all;
}

/**
 * Every pickable skill (the server leaves out 12, 16 and 17). `enabled: false` asks nothing
 * (accountants pick no skills).
 */
export function useAllSkills({ enabled = true }: { enabled?: boolean } = {}): AllSkills {
  const [skills, setSkills] = useState<Skill[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoading(true);
    setError(false);
    void loadAll().then((result) => {
      if (!current) return;
      setLoading(false);
      if (result) setSkills(result);
      else setError(true);
    });
    return () => {
      current = false;
    };
  }, [attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { skills, loading, error, retry };
}
