import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import {
  configureApi,
  queryClient,
  setUnauthorizedHandler,
  sharedStore,
  tokenAtom,
} from '@colleghi/shared/platform';
import { PartnerRoot } from '../embed/partner-root';
import type { PartnerRootProps } from '../embed/partner-root';
import { createShadowMount, disposeShadowMount } from '../embed/shadow-mount';
import type { ShadowMount } from '../embed/shadow-mount';

/** What a partner passes: where to render, which API, whose token. */
export interface PartnerAgendaProps {
  domElement: HTMLElement;
  apiBase: string;
  token: string;
  /** single-spa passes the application name; embed.js does not. */
  name?: string;
}

/** Dispatched on the partner's element when the API refuses the token (401). */
export const UNAUTHORIZED_EVENT = 'colleghi-agenda:unauthorized';

const DEFAULT_NAME = 'colleghi-agenda';

type ReactProps = PartnerRootProps & AppProps & { domElement: HTMLElement };

// single-spa-react keys its roots by props.name and renders into props.domElement: we hand it
// the div inside the shadow root, never the partner's element itself.
const reactLifecycles = singleSpaReact<PartnerRootProps & { domElement: HTMLElement }>({
  React,
  ReactDOMClient,
  rootComponent: PartnerRoot,
  errorBoundary: () => <p>Impossibile mostrare l&apos;agenda.</p>,
});

interface Mounted {
  shadow: ShadowMount;
  reactProps: ReactProps;
  previousToken: string | null;
}

const mounted = new Map<HTMLElement, Mounted>();

function toReactProps(props: PartnerAgendaProps, shadow: ShadowMount): ReactProps {
  return {
    // Why the cast: single-spa's AppProps carries singleSpa/mountParcel, which embed.js (no
    // single-spa on the page) does not have and single-spa-react does not read.
    ...(props as unknown as AppProps),
    name: props.name ?? DEFAULT_NAME,
    domElement: shadow.appElement,
    emotionCache: shadow.emotionCache,
    theme: shadow.theme,
  };
}

export function bootstrap(): Promise<void> {
  return Promise.resolve();
}

export async function mount(props: PartnerAgendaProps): Promise<void> {
  const { domElement, apiBase, token } = props;
  if (!(domElement instanceof HTMLElement)) throw new Error("Elemento per l'agenda non valido.");
  if (!token) throw new Error('Token di accesso mancante.');
  if (mounted.has(domElement)) await unmount(props);
  configureApi({ apiBase });
  // In memory only: the partner's localStorage is not ours (loadCurrentUser would write to it).
  const previousToken = sharedStore.get(tokenAtom);
  sharedStore.set(tokenAtom, token);
  // The default 401 handler navigates to /signin, which on a partner page is someone else's URL.
  setUnauthorizedHandler(() => {
    domElement.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { bubbles: true }));
  });
  const shadow = createShadowMount(domElement);
  const reactProps = toReactProps(props, shadow);
  mounted.set(domElement, { shadow, reactProps, previousToken });
  await reactLifecycles.mount(reactProps);
}

export async function unmount(props: Pick<PartnerAgendaProps, 'domElement'>): Promise<void> {
  const entry = mounted.get(props.domElement);
  if (!entry) return;
  mounted.delete(props.domElement);
  await reactLifecycles.unmount(entry.reactProps);
  disposeShadowMount(entry.shadow);
  // The partner's token lived only for this mount: forget it, giving back what was there, and
  // the answers read with it.
  sharedStore.set(tokenAtom, entry.previousToken);
  queryClient.clear();
}

const lifecycles = { bootstrap, mount, unmount };
export default lifecycles;
