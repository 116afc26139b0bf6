import { useSession } from '@colleghi/shared/platform';
import { usePaymentTypesInfo } from '../../api/use-payment-types-info';
import { PromoBannersView } from './components/promo-banners-view';
import { promoOffers } from './utils/promo-offers';

/**
 * Promo banners for the subscriptions the user can still buy (professional, gold, skills,
 * qualify, the first bundle). Nothing at all when there is nothing to offer, or when the
 * catalogue cannot be loaded: an advert is not worth an error message.
 */
export function PromoBanners({ compact }: { compact?: boolean }) {
  const catalogue = usePaymentTypesInfo();
  const { isAuthenticated, user } = useSession();
  if (catalogue.status === 'error') return null;
  // The offers depend on the user's subscriptions and role: wait for users/me.
  if (catalogue.status === 'loading' || (isAuthenticated && user === null)) {
    return <PromoBannersView offers={null} compact={compact} />;
  }
  const { results, additional_skills_buyable } = catalogue.info;
  const offers = promoOffers(results, user, additional_skills_buyable);
  if (offers.length === 0) return null;
  return <PromoBannersView offers={offers} compact={compact} />;
}
