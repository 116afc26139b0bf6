import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { theme } from '@colleghi/shared/ui';

/**
 * The shared theme with every portal (dialogs, drawers, menus, popovers, poppers) sent into the
 * shadow root: by default MUI portals to document.body, where the partner's CSS would style them
 * and the agenda's emotion styles (kept inside the shadow root) would not. The date and time
 * fields' calendars and lists of times open in a MUI Popper too, so they follow MuiPopper here.
 */
export function createShadowTheme(portalContainer: HTMLElement): Theme {
  const container = () => portalContainer;
  return createTheme(theme, {
    components: {
      MuiModal: { defaultProps: { container } },
      MuiPopover: { defaultProps: { container } },
      MuiPopper: { defaultProps: { container } },
      MuiDialog: { defaultProps: { container } },
      MuiDrawer: { defaultProps: { container } },
      MuiMenu: { defaultProps: { container } },
    },
  });
}
