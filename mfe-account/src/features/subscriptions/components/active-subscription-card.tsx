import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { variantLabel } from '@colleghi/rules';
import { formatDate } from '@colleghi/shared/domain';
import { StatusChip } from '@colleghi/shared/ui';
import type { Subscription } from '@colleghi/api-contract';
import { planName } from '../utils/plan-label';
import { typeAccent } from '../utils/type-accent';

function statusText(subscription: Subscription): string {
  const until = formatDate(subscription.expire_at);
  if (subscription.payment_method === 'trial') return `Prova gratuita fino al ${until}`;
  if (subscription.unsubscribed) return `Disdetto: attivo fino al ${until}`;
  return `Si rinnova automaticamente il ${until}`;
}

/** A subscription the user holds, as /subscriptions lists it (management is on /profile). */
export function ActiveSubscriptionCard({ subscription }: { subscription: Subscription }) {
  const headingId = `subscription-${subscription.id}-title`;
  const details = [
    subscription.variant
      ? variantLabel(subscription.variant.skills_number, subscription.type)
      : null,
    subscription.plan ? `Piano ${planName(subscription.plan.months).toLowerCase()}` : null,
    subscription.city ? `Secondo comune: ${subscription.city.display_name}` : null,
    subscription.contained_subscriptions.length > 0
      ? `Include ${subscription.contained_subscriptions.map((item) => item.title).join(' + ')}`
      : null,
  ].filter((item): item is string => item !== null);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderLeft: 6, borderLeftColor: typeAccent(subscription.type), borderRadius: 2 }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {subscription.title}
          </Typography>
          <StatusChip
            label={subscription.unsubscribed ? 'Disdetto' : 'Attivo'}
            tone={subscription.unsubscribed ? 'refused' : 'done'}
          />
        </Stack>
        {details.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {statusText(subscription)}
        </Typography>
      </CardContent>
    </Card>
  );
}
