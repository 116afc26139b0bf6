import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@colleghi/shared/router';
import { BrandMark } from '../../brand/brand-mark';

export function BrandLogo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Colleghi, vai alla home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <BrandMark size="small" />
      </Box>
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.2 }}>
        Colleghi
      </Typography>
    </Box>
  );
}
