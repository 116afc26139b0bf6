import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type StatusPageLayoutProps = {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/** Full-page, centred message used by the 404, error and mobile pages. */
export function StatusPageLayout({ icon, title, description, children }: StatusPageLayoutProps) {
  return (
    <Box
      component="section"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: 3,
        py: 6,
      }}
    >
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 88 } }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" component="div">
            {description}
          </Typography>
        )}
        {children}
      </Stack>
    </Box>
  );
}
