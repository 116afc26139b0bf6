import { lazy, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';

// Any props, as React.lazy's own `T extends ComponentType<any>`; the page keeps M[K]'s props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadablePage<C extends AnyComponent> = ((
  props: ComponentProps<C>,
) => ReactElement) & {
  /** Starts loading the page's chunk; once it is in, the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A host page in its own chunk, like React.lazy, that can be loaded before it renders. A lazy
 * component suspends on its first render even when its chunk is already in: the shell's
 * fallback is committed, and React then holds the page back for its Suspense reveal throttle
 * (up to 300 ms). Preloaded, the page is rendered directly instead.
 */
export function preloadablePage<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): PreloadablePage<M[K]> {
  let loaded: M[K] | null = null;
  let loading: Promise<{ default: M[K] }> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return { default: module[name] };
      },
      (error: unknown) => {
        // A chunk that failed to load is asked for again next time, not remembered as failed.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(start);
  function Page(props: ComponentProps<M[K]>) {
    // Chosen once per mount: going from the lazy to the loaded component would remount the page.
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
