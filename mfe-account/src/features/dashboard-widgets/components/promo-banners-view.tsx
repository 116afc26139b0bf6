import Stack from '@mui/material/Stack';
import { DashboardWidgetCard, DashboardWidgetSkeleton } from '@colleghi/shared/ui';
import type { PaymentType } from '@colleghi/api-contract';
import { PROMO_ALL_LINK, PROMO_SUBTITLE, PROMO_TITLE, SUBSCRIPTIONS_PATH } from '../utils/texts';
import { PromoBanner } from './promo-banner';

export interface PromoBannersViewProps {
  /** null while the catalogue or the user loads. */
  offers: readonly PaymentType[] | null;
  compact?: boolean;
}

/** The offers card of the dashboard's side column; the caller renders nothing when there are none. */
export function PromoBannersView({ offers, compact }: PromoBannersViewProps) {
  return (
    <DashboardWidgetCard
      title={PROMO_TITLE}
      // The side column is narrow: the subtitle only where there is room.
      subtitle={compact ? undefined : PROMO_SUBTITLE}
      action={{ label: PROMO_ALL_LINK, to: SUBSCRIPTIONS_PATH }}
      compact={compact}
    >
      {offers === null ? (
        <DashboardWidgetSkeleton count={3} height={132} />
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={PROMO_TITLE}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {offers.map((offer) => (
            <li key={offer.id}>
              <PromoBanner offer={offer} />
            </li>
          ))}
        </Stack>
      )}
    </DashboardWidgetCard>
  );
}
