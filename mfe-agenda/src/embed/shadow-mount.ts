import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import { theme } from '@colleghi/shared/ui';
import { createShadowTheme } from './shadow-theme';

export interface ShadowMount {
  shadowRoot: ShadowRoot;
  /** Where React renders the agenda. */
  appElement: HTMLDivElement;
  /** Where MUI portals render (outside the app div so a modal never hides inside a scroller). */
  portalElement: HTMLDivElement;
  emotionCache: EmotionCache;
  theme: Theme;
}

// The partner's selectors cannot reach inside the shadow root, but inherited properties (color,
// font, letter-spacing...) cross it from the partner's element: `all: initial` on the two roots
// cuts that inheritance (on :host it would lose to the partner's own rules).
const BASE_CSS = `
:host { display: block; }
.colleghi-agenda-root, .colleghi-agenda-portals {
  all: initial;
  display: block;
  font-family: ${String(theme.typography.fontFamily)};
  color: ${theme.palette.text.primary};
  font-size: 16px;
  line-height: 1.5;
  text-align: left;
}
`;

/** Builds the isolated DOM of one embedded agenda inside `host` (a shadow root is reused). */
export function createShadowMount(host: HTMLElement): ShadowMount {
  // attachShadow works once per element: a remount on the same element reuses the root.
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadowRoot.replaceChildren();
  const style = document.createElement('style');
  style.textContent = BASE_CSS;
  const appElement = document.createElement('div');
  appElement.className = 'colleghi-agenda-root';
  const portalElement = document.createElement('div');
  portalElement.className = 'colleghi-agenda-portals';
  shadowRoot.append(style, appElement, portalElement);
  return {
    shadowRoot,
    appElement,
    portalElement,
    // Its own key, and styles inserted into the shadow root instead of document.head.
    emotionCache: createCache({ key: 'colleghi-agenda', container: shadowRoot }),
    theme: createShadowTheme(portalElement),
  };
}

/** Removes everything the mount added (React must already be unmounted). */
export function disposeShadowMount(mount: ShadowMount): void {
  mount.shadowRoot.replaceChildren();
}
