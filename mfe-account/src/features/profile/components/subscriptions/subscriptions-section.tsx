import { forwardRef, useId } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
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

/**
 * The collapsible list of the user's subscriptions; /profile scrolls here on request.
 * A disclosure (a heading's button with aria-expanded, and the region it controls) drawn with
 * the page's Paper and ButtonBase: MUI's Accordion brought Collapse and its transition machinery
 * (~4 KB gzipped) into the first screen of /profile for a section that starts closed.
 */
export const SubscriptionsSection = forwardRef<HTMLDivElement, SubscriptionsSectionProps>(
  function SubscriptionsSection({ subscriptions, expanded, onToggle }, ref) {
    const id = useId();
    const summaryId = `${id}-summary`;
    const detailsId = `${id}-details`;
    return (
      <Paper ref={ref} id="subscriptions" variant="outlined" sx={{ borderRadius: 1 }}>
        <Typography component="h2" sx={{ m: 0 }}>
          <ButtonBase
            id={summaryId}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => onToggle(!expanded)}
            sx={(theme) => ({
              width: '100%',
              minHeight: 64,
              px: { xs: 2, md: 3 },
              py: 1.5,
              justifyContent: 'space-between',
              textAlign: 'left',
              borderRadius: 1,
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
              '& .expand-icon': {
                color: 'action.active',
                transition: theme.transitions.create('transform', {
                  duration: theme.transitions.duration.shortest,
                }),
                transform: expanded ? 'rotate(180deg)' : 'none',
              },
            })}
          >
            <Typography component="span" variant="h6">
              I tuoi abbonamenti ({subscriptions.length})
            </Typography>
            <ExpandMoreIcon className="expand-icon" />
          </ButtonBase>
        </Typography>
        <Box
          id={detailsId}
          role="region"
          aria-labelledby={summaryId}
          hidden={!expanded}
          sx={{ px: { xs: 2, md: 3 }, pb: 3, pt: 1 }}
        >
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
        </Box>
      </Paper>
    );
  },
);
