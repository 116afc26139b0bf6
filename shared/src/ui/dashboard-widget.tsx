import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';

// The frame every remote's dashboard widget shares: a titled card, its error and its placeholders.

export const DASHBOARD_WIDGET_ERROR_TEXT = 'Non è stato possibile caricare i dati.';
export const DASHBOARD_WIDGET_RETRY_LABEL = 'Riprova';
export const DASHBOARD_WIDGET_LOADING_LABEL = 'Caricamento in corso';

export interface DashboardWidgetCardProps {
  title: string;
  /** A short line under the title. */
  subtitle?: string;
  /** The link to the full page, in the card's header. */
  action?: { label: string; to: string };
  compact?: boolean;
  children: ReactNode;
}

/** A titled region of the dashboard, with an optional link to the full page. */
export function DashboardWidgetCard({
  title,
  subtitle,
  action,
  compact = false,
  children,
}: DashboardWidgetCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', borderRadius: 3, p: compact ? 2 : 3 }}
    >
      {/* In a narrow column the link moves under the title instead of breaking it in two. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <div>
          <Typography id={titleId} component="h2" variant="h6" sx={{ whiteSpace: 'nowrap' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </div>
        {action ? (
          <Button
            component={RouterLink}
            to={action.to}
            size="small"
            endIcon={<ArrowForward aria-hidden />}
            sx={{ flexShrink: 0, ml: -0.5 }}
          >
            {action.label}
          </Button>
        ) : null}
      </Stack>
      {children}
    </Card>
  );
}

/** The dashboard call failed: say so in the widget's own slot and offer to load it again. */
export function DashboardWidgetError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {DASHBOARD_WIDGET_RETRY_LABEL}
        </Button>
      }
    >
      {DASHBOARD_WIDGET_ERROR_TEXT}
    </Alert>
  );
}

export interface DashboardWidgetSkeletonProps {
  /** 'rows' stacks full-width placeholders (lists); 'tiles' sets them side by side (counters). */
  layout?: 'rows' | 'tiles';
  count?: number;
  /** Each placeholder's height: 72 for rows, 120 for tiles unless given. */
  height?: number;
}

/** Placeholders shaped like the content, so the dashboard does not jump when data arrives. */
export function DashboardWidgetSkeleton({
  layout = 'rows',
  count = 3,
  height = layout === 'tiles' ? 120 : 72,
}: DashboardWidgetSkeletonProps) {
  const tiles = layout === 'tiles';
  return (
    <Stack
      direction={tiles ? { xs: 'column', sm: 'row' } : undefined}
      spacing={tiles ? 2 : 1.5}
      role="status"
      aria-label={DASHBOARD_WIDGET_LOADING_LABEL}
    >
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          key={index}
          variant="rounded"
          height={height}
          sx={tiles ? { flex: 1 } : undefined}
        />
      ))}
    </Stack>
  );
}
