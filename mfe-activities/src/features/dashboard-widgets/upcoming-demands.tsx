import { useState } from 'react';
import { useDashboardData } from '@colleghi/shared/platform';
import { UpcomingDemandsView } from './components/upcoming-demands-view';

/** The user's latest open requests, from the shared dashboard payload. */
export function UpcomingDemands({ compact }: { compact?: boolean }) {
  const { status, data, reload } = useDashboardData();
  // The time the dashboard was opened: labels do not change while the user reads them.
  const [now] = useState(() => new Date());
  return (
    <UpcomingDemandsView
      status={status}
      demands={data?.demands ?? null}
      now={now}
      onRetry={() => void reload()}
      compact={compact}
    />
  );
}
