import type { ReactNode } from 'react';
import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export interface PageLayoutProps {
  title: string;
  subtitle?: string;
  /** A 'back to the profile' link above the title. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}

/** The frame of every profile screen: centred column, h1, optional back link and actions. */
export function PageLayout({
  title,
  subtitle,
  back,
  actions,
  children,
  maxWidth = 960,
}: PageLayoutProps) {
  return (
    <Box component="section" sx={{ maxWidth, mx: 'auto', p: { xs: 2, md: 3 } }}>
      {back ? (
        <Button
          component={RouterLink}
          to={back.to}
          startIcon={<ArrowBackIcon />}
          size="small"
          sx={{ mb: 1 }}
        >
          {back.label}
        </Button>
      ) : null}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}
      >
        <Box>
          <Typography component="h1" variant="h4">
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
