import { forwardRef, useId } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { SUBSCRIPTION_MESSAGES } from '../../../../domain/subscriptions/messages';
import type { Subscription } from '@colleghi/api-contract';
import { SubscriptionItem } from './subscription-item';

export interface SubscriptionsSectionProps {
  subscriptions: Subscription[];
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}

/** The collapsible list of the user's subscriptions; /profile scrolls here on request. */
export const SubscriptionsSection = forwardRef<HTMLDivElement, SubscriptionsSectionProps>(
  function SubscriptionsSection({ subscriptions, expanded, onToggle }, ref) {
    const id = useId();
    // The Accordion labels its region by the summary's id and finds it by aria-controls.
    const summaryId = `${id}-summary`;
    const detailsId = `${id}-details`;
    return (
      // Wrapped: MUI zeroes an open accordion's margins, which would drop the page's spacing
      // above it.
      <div>
        <Accordion
          ref={ref}
          id="subscriptions"
          variant="outlined"
          expanded={expanded}
          onChange={(_event, open) => onToggle(open)}
          disableGutters
          slotProps={{ heading: { component: 'h2' } }}
          sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            id={summaryId}
            aria-controls={detailsId}
            expandIcon={<ExpandMoreIcon />}
            sx={{ minHeight: 64, px: { xs: 2, md: 3 } }}
          >
            <Typography component="span" variant="h6">
              I tuoi abbonamenti ({subscriptions.length})
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pb: 3 }}>
            {subscriptions.length === 0 ? (
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography color="text.secondary">
                  {SUBSCRIPTION_MESSAGES.noActiveSubscriptions}
                </Typography>
                <Button component={RouterLink} to="/subscriptions" variant="outlined">
                  Scopri gli abbonamenti
                </Button>
              </Stack>
            ) : (
              <Stack spacing={2}>
                {subscriptions.map((sub) => (
                  <SubscriptionItem key={sub.id} subscription={sub} />
                ))}
                <Button component={RouterLink} to="/subscriptions" sx={{ alignSelf: 'flex-start' }}>
                  Vedi tutti gli abbonamenti
                </Button>
              </Stack>
            )}
          </AccordionDetails>
        </Accordion>
      </div>
    );
  },
);
