import { createTheme, darken } from '@mui/material/styles';
import type { PaletteColor, SimplePaletteColorOptions } from '@mui/material/styles';
import { itIT } from '@mui/material/locale';

// Brand colours of the paid plans, available as theme.palette.gold/professional
// and as `color="gold"` on buttons and chips.
declare module '@mui/material/styles' {
  interface Palette {
    gold: PaletteColor;
    professional: PaletteColor;
  }
  interface PaletteOptions {
    gold?: SimplePaletteColorOptions;
    professional?: SimplePaletteColorOptions;
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
  }
}

export const BRAND_COLORS = {
  navy: '#1b2a41',
  gold: '#A17644',
  professional: '#f6d560',
} as const;

/**
 * The brand gold, darkened just enough to carry text: white text on it, and it as text on the
 * page's background, reach WCAG AA (4.5:1; the brand gold itself gives 4.0:1 with white). Every
 * gold fill and gold text of the theme (`secondary`, `gold`) uses it; BRAND_COLORS.gold stays for
 * accents that carry no text (borders, icons, badges' rims).
 */
export const ACCESSIBLE_GOLD = darken(BRAND_COLORS.gold, 0.14);

// Deep navy reads as "legal and serious"; gold, the brand colour, is the accent.
export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND_COLORS.navy, contrastText: '#ffffff' },
      secondary: { main: ACCESSIBLE_GOLD, contrastText: '#ffffff' },
      gold: { main: ACCESSIBLE_GOLD, contrastText: '#ffffff' },
      professional: { main: BRAND_COLORS.professional, contrastText: BRAND_COLORS.navy },
      background: { default: '#f7f5f1', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
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
