import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useDashboardVisit } from '@colleghi/shared/platform';
import { AdSlot } from './components/ad-slot';
import { DashboardBanners } from './components/dashboard-banners';
import type { PathOfDeeplink } from './components/banner-card';
import { DashboardGreeting } from './components/dashboard-greeting';
import { WidgetSlot } from './components/widget-slot';
import { DASHBOARD_LAYOUT, type DashboardWidget, type RenderWidget } from './dashboard-widgets';

export interface DashboardPageProps {
  /** Mounts a remote's widget; the app passes its remote mount (one error boundary per slot). */
  renderWidget: RenderWidget;
  /** The path a banner's deep link opens; the app resolves it from the remotes' routes. */
  pathOfDeeplink: PathOfDeeplink;
}

const key = (widget: DashboardWidget) => `${widget.remote}${widget.module}`;

/**
 * /dashboard: the greeting and the banners are the host's; every other block is a widget exposed
 * by the remote that owns its data. dashboard/ is loaded here once per visit and the widgets read
 * it from the page's one query cache.
 */
export function DashboardPage({ renderWidget, pathOfDeeplink }: DashboardPageProps) {
  useDashboardVisit();

  const slot = (widget: DashboardWidget) => (
    <WidgetSlot
      key={key(widget)}
      label={widget.label}
      deferredHeight={widget.deferred ? widget.height : undefined}
    >
      {renderWidget(widget, { modal: false })}
    </WidgetSlot>
  );

  return (
    // Tighter spacing above the counters: at 1280×800 they and the first events fit one screen.
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <DashboardGreeting />
        <DashboardBanners pathOfDeeplink={pathOfDeeplink} />
        {DASHBOARD_LAYOUT.top.map(slot)}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                alignItems: 'start',
                // Wide screens put events and requests side by side.
                gridTemplateColumns: { xs: '1fr', xl: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {DASHBOARD_LAYOUT.main.map(slot)}
            </Box>
            {DASHBOARD_LAYOUT.below.map(slot)}
          </Stack>
          <Stack spacing={3}>
            {DASHBOARD_LAYOUT.side.map(slot)}
            <AdSlot />
          </Stack>
        </Box>
      </Stack>
      {DASHBOARD_LAYOUT.modals.map((widget) => (
        <Fragment key={key(widget)}>{renderWidget(widget, { modal: true })}</Fragment>
      ))}
    </Container>
  );
}
