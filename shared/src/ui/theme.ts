import { createTheme } from '@mui/material/styles';
import type { PaletteColor, SimplePaletteColorOptions } from '@mui/material/styles';
import { itIT } from '@mui/material/locale';
import { ACCESSIBLE_GOLD, BRAND_COLORS, STATUS_COLORS } from './brand-colors';

// Brand colours of the paid plans, available as theme.palette.gold/professional
// and as `color="gold"` on buttons and chips.
// The states' colours (STATUS_COLORS) likewise: theme.palette.pending… and `color="pending"` on
// chips.
declare module '@mui/material/styles' {
  interface Palette {
    gold: PaletteColor;
    professional: PaletteColor;
    pending: PaletteColor;
    expiring: PaletteColor;
    refused: PaletteColor;
    done: PaletteColor;
  }
  interface PaletteOptions {
    gold?: SimplePaletteColorOptions;
    professional?: SimplePaletteColorOptions;
    pending?: SimplePaletteColorOptions;
    expiring?: SimplePaletteColorOptions;
    refused?: SimplePaletteColorOptions;
    done?: SimplePaletteColorOptions;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    gold: true;
    professional: true;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    gold: true;
    professional: true;
    pending: true;
    expiring: true;
    refused: true;
    done: true;
  }
}

// In their own module, so that code needing only the colours (a remote's badges and accents) does
// not build a theme: this module's createTheme() runs wherever it is imported.
export { ACCESSIBLE_GOLD, BRAND_COLORS, STATUS_COLORS } from './brand-colors';

// Deep navy reads as "legal and serious"; gold, the brand colour, is the accent.
export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND_COLORS.navy, contrastText: '#ffffff' },
      secondary: { main: ACCESSIBLE_GOLD, contrastText: '#ffffff' },
      gold: { main: ACCESSIBLE_GOLD, contrastText: '#ffffff' },
      professional: { main: BRAND_COLORS.professional, contrastText: BRAND_COLORS.navy },
      pending: { main: STATUS_COLORS.pending, contrastText: '#ffffff' },
      expiring: { main: STATUS_COLORS.expiring, contrastText: '#ffffff' },
      refused: { main: STATUS_COLORS.refused, contrastText: '#ffffff' },
      done: { main: STATUS_COLORS.done, contrastText: '#ffffff' },
      background: { default: '#f7f5f1', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      // One type scale for every app: page titles (h4 rendered as h1) are bold and one size on
      // every page, card titles (h6 rendered as h2/h3) semibold, so no page or card restyles
      // its own heading and they cannot drift apart again.
      h4: { fontWeight: 700, fontSize: '2.125rem', lineHeight: 1.235 },
      h6: { fontWeight: 600 },
    },
    components: {
      // Initials of a user without a picture: MUI's default (background colour on grey 400,
      // ~1.8:1) is barely readable.
      MuiAvatar: {
        styleOverrides: {
          colorDefault: { backgroundColor: BRAND_COLORS.navy, color: '#ffffff' },
        },
      },
      // An unpressed toggle button's text in MUI's icon grey (54% black) is 4.47:1 on the page's
      // background; the secondary text grey (60%) is AA. The pressed one keeps its colour.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme: current }) => ({ color: current.palette.text.secondary }),
        },
      },
    },
  },
  // MUI's own texts (pagination, "Nessuna opzione", close buttons) in Italian.
  itIT,
);
