import { PromoBanners } from '../features/dashboard-widgets/promo-banners';

/** Dashboard widget mounted by the host; it reads the session from @colleghi/shared. */
export default function PromoBannersWidget({ compact }: { compact?: boolean }) {
  return <PromoBanners compact={compact} />;
}
