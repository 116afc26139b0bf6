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
  /** About the widget's height on a desktop screen (px): its place is kept while it loads. */
  height?: number;
  /**
   * Offers placed below the first screen: the slot mounts the widget (and loads its remote) once
   * it is scrolled near, and keeps its place until then.
   */
  deferred?: boolean;
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
      height: 230,
    },
  ],
  main: [
    {
      remote: 'agenda',
      module: './UpcomingEvents',
      label: 'Prossimi impegni',
      compact: false,
      height: 400,
    },
    {
      remote: 'activities',
      module: './UpcomingDemands',
      label: 'Le tue ultime richieste',
      compact: false,
      height: 400,
    },
  ],
  below: [
    {
      remote: 'learning',
      module: './FeaturedProducts',
      label: 'Prodotti in evidenza',
      compact: false,
      height: 360,
      deferred: true,
    },
  ],
  side: [
    {
      remote: 'activities',
      module: './RequestActivityCard',
      label: 'Richiedi un’attività',
      compact: true,
      height: 240,
    },
    {
      remote: 'account',
      module: './PromoBanners',
      label: 'Offerte per te',
      compact: true,
      height: 690,
      deferred: true,
    },
    {
      remote: 'learning',
      module: './TrainingShopCard',
      label: 'Formazione',
      compact: true,
      height: 250,
      deferred: true,
    },
  ],
  modals: [
    { remote: 'account', module: './OnboardingModal', label: 'Benvenuto', compact: false },
    { remote: 'account', module: './ThankYouModal', label: 'Grazie', compact: false },
  ],
};

/** How the app mounts a widget (the host's remote mount, with its own error boundary). */
export type RenderWidget = (widget: DashboardWidget, options: { modal: boolean }) => ReactNode;
