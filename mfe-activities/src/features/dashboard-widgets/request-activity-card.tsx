import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import { useSession } from '@colleghi/shared/platform';
import { demandTypesFor } from '@colleghi/shared/domain';
import { DASHBOARD_WIDGET_LOADING_LABEL } from '@colleghi/shared/ui';
import type { DemandType } from '@colleghi/api-contract';
import {
  REQUEST_CARD_CTA,
  REQUEST_CARD_TEXT,
  REQUEST_CARD_TITLE,
  REQUEST_PATH,
} from './utils/texts';

const TYPE_ICONS: Record<DemandType, ReactNode> = {
  DOMICILIARY: <HomeWorkOutlined aria-hidden />,
  SUBSTITUTE: <GavelOutlined aria-hidden />,
  CHANCELLERY: <AccountBalanceOutlined aria-hidden />,
};

/**
 * The dashboard's call to action towards the request wizard, with a shortcut per request type
 * (the wizard opens on that type; accountants are never offered a domiciliation).
 */
export function RequestActivityCard({ compact = false }: { compact?: boolean }) {
  const titleId = useId();
  const { user } = useSession();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        borderRadius: 3,
        p: compact ? 2 : 3,
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.light})`,
      }}
    >
      <Stack spacing={2} sx={{ height: '100%' }}>
        <div>
          <Typography id={titleId} component="h2" variant="h6">
            {REQUEST_CARD_TITLE}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {REQUEST_CARD_TEXT}
          </Typography>
        </div>
        {/* The types offered depend on the role: wait for the signed-in user before listing them. */}
        {user ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {demandTypesFor(user.profile.type).map((option) => (
              <Button
                key={option.value}
                component={RouterLink}
                to={`${REQUEST_PATH}/${option.value.toLowerCase()}`}
                variant="outlined"
                color="inherit"
                size="small"
                startIcon={TYPE_ICONS[option.value]}
              >
                {option.label}
              </Button>
            ))}
          </Stack>
        ) : (
          <Stack
            direction="row"
            spacing={1}
            role="status"
            aria-label={DASHBOARD_WIDGET_LOADING_LABEL}
          >
            {[0, 1, 2].map((key) => (
              <Skeleton
                key={key}
                variant="rounded"
                width={150}
                height={32}
                sx={{ bgcolor: (theme) => alpha(theme.palette.common.white, 0.2) }}
              />
            ))}
          </Stack>
        )}
        <Box sx={{ mt: 'auto' }}>
          <Button
            component={RouterLink}
            to={REQUEST_PATH}
            variant="contained"
            color="secondary"
            startIcon={<AddCircleOutlined aria-hidden />}
          >
            {REQUEST_CARD_CTA}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}
