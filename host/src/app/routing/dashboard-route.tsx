import { DashboardPage } from '../../features/dashboard/dashboard-page';
import type { RenderWidget } from '../../features/dashboard/dashboard-widgets';
import { RemoteMount } from '../federation/remote-mount';
import { deeplinkPath, useRouteTable } from './route-table';

// Each widget gets its own mount, so its own error boundary: one remote down costs one slot.
// Modals have no slot to show a message in, so a failed one simply does not appear.
const renderWidget: RenderWidget = (widget, { modal }) => (
  <RemoteMount
    remote={widget.remote}
    module={widget.module}
    props={{ compact: widget.compact }}
    compact
    skeletonHeight={widget.height}
    quiet={modal}
  />
);

/** /dashboard: the host's layout, with the remotes' widgets mounted through RemoteMount. */
export function DashboardRoute() {
  const table = useRouteTable();
  return (
    <DashboardPage
      renderWidget={renderWidget}
      pathOfDeeplink={(deeplink) => deeplinkPath(table, deeplink)}
    />
  );
}
