import { useMemo } from 'react';
import { useDashboardData, useSession } from '@colleghi/shared/platform';
import { DashboardCountersView } from './components/dashboard-counters-view';
import { colleaguePeople, requestPeople } from './utils/counter-people';

/** Availabilities, requests from you and assignments received, from the shared dashboard payload. */
export function DashboardCounters({ compact }: { compact?: boolean }) {
  const { status, data, reload } = useDashboardData();
  const selfId = useSession().user?.id ?? null;
  const people = useMemo(
    () => ({
      candidates: colleaguePeople(
        data?.candidates.map((candidacy) => candidacy.demand) ?? [],
        selfId,
      ),
      demands: requestPeople(data?.demands ?? []),
      assigned_demands: colleaguePeople(data?.assigned_demands ?? [], selfId),
    }),
    [data, selfId],
  );
  return (
    <DashboardCountersView
      status={status}
      counters={data?.counters ?? null}
      people={people}
      onRetry={() => void reload()}
      compact={compact}
    />
  );
}
