import { useState } from 'react';
import { useDashboardData } from '@colleghi/shared/platform';
import { UpcomingEventsView } from './components/upcoming-events-view';

/** The user's next events, from the shared dashboard payload. */
export function UpcomingEvents({ compact }: { compact?: boolean }) {
  const { status, data, reload } = useDashboardData();
  // The time the dashboard was opened: 'Oggi' and 'Domani' are relative to it.
  const [now] = useState(() => new Date());
  return (
    <UpcomingEventsView
      status={status}
      events={data?.events ?? null}
      now={now}
      onRetry={() => void reload()}
      compact={compact}
    />
  );
}
