import type { ReactNode } from 'react';

/** The remotes that expose dashboard widgets (the host's RemoteName, seen from this feature). */
export type WidgetRemote = 'activities' | 'agenda' | 'account' | 'learning';

export interface DashboardWidget {
  remote: WidgetRemote;
  /** The exposed module, as listed in the remote's webpack config. */
  module: string;
  /** Names the slot for assistive technology (the widget has its own visible title). */
  label: string;
  /** Passed to the widget: the denser variant, for the narrow side column. */
  compact: boolean;
}

/**
 * Where each widget sits: across the top, in the wide column (main side by side on wide screens,
 * then below), in the side column, or nowhere visible (modals).
 */
export const DASHBOARD_LAYOUT: Record<
  'top' | 'main' | 'below' | 'side' | 'modals',
  readonly DashboardWidget[]
> = {
  top: [
    {
      remote: 'activities',
      module: './DashboardCounters',
      label: 'Le tue attività in numeri',
      compact: false,
    },
  ],
  main: [
    { remote: 'agenda', module: './UpcomingEvents', label: 'Prossimi impegni', compact: false },
    {
      remote: 'activities',
      module: './UpcomingDemands',
      label: 'Le tue ultime richieste',
      compact: false,
    },
  ],
  below: [
    {
      remote: 'learning',
      module: './FeaturedProducts',
      label: 'Prodotti in evidenza',
      compact: false,
    },
  ],
  side: [
    {
      remote: 'activities',
      module: './RequestActivityCard',
      label: 'Richiedi un’attività',
      compact: true,
    },
    { remote: 'account', module: './PromoBanners', label: 'Offerte per te', compact: true },
    { remote: 'learning', module: './TrainingShopCard', label: 'Formazione', compact: true },
  ],
  modals: [
    { remote: 'account', module: './OnboardingModal', label: 'Benvenuto', compact: false },
    { remote: 'account', module: './ThankYouModal', label: 'Grazie', compact: false },
  ],
};

/** How the app mounts a widget (the host's remote mount, with its own error boundary). */
export type RenderWidget = (widget: DashboardWidget, options: { modal: boolean }) => ReactNode;
