import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Any props: React.lazy itself is typed `T extends ComponentType<any>`, and a component with
// required props is not a ComponentType<unknown>. The caller still gets M[K]'s exact props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a named export: `lazyNamed(() => import('./menu'), 'Menu')` loads the module on
 * first render (its own chunk) and renders its `Menu`. For code that is not needed until used.
 */
export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
