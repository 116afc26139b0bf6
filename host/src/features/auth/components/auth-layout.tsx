import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandMark } from '../../../brand/brand-mark';

type AuthLayoutProps = {
  /** Omitted when the content brings its own heading (the sign-up welcome). */
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card for the multi-step sign-up. */
  wide?: boolean;
};

const HIGHLIGHTS = [
  'Domiciliazioni, sostituzioni d’udienza e attività di cancelleria',
  'Agenda professionale con udienze, appuntamenti e scadenze',
  'Verbali d’udienza condivisi con un link e un codice',
];

/** Two-column frame shared by the guest screens: brand panel on the left, the form on the right. */
export function AuthLayout({ title, subtitle, children, wide = false }: AuthLayoutProps) {
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
      <Paper
        elevation={3}
        sx={{
          display: 'flex',
          width: '100%',
          maxWidth: wide ? 1040 : 920,
          overflow: 'hidden',
          borderRadius: 3,
        }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'space-between',
            width: 360,
            flexShrink: 0,
            p: 5,
            color: 'primary.contrastText',
            background: (theme) =>
              `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <BrandMark />
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              Colleghi
            </Typography>
          </Stack>
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 600, mb: 2 }}>
              La rete professionale di avvocati e commercialisti
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
              {HIGHLIGHTS.map((item) => (
                <Typography key={item} component="li" variant="body2" sx={{ opacity: 0.9 }}>
                  {item}
                </Typography>
              ))}
            </Stack>
          </Box>
          <Typography variant="caption" sx={{ opacity: 0.75 }}>
            © {new Date().getFullYear()} Colleghi
          </Typography>
        </Box>
        <Box sx={{ flex: 1, p: { xs: 3, sm: 5 }, minWidth: 0 }}>
          {title && (
            <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
              {title}
            </Typography>
          )}
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Box>
      </Paper>
    </Box>
  );
}
