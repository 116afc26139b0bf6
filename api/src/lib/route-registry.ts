import type { FastifyInstance } from 'fastify';
import { requiresToken } from './schema/fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Its schema declares TOKEN_AUTH: the preValidation hook authenticates it. */
  private: boolean;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on `app` from now on (plugin scopes included). The security
 * tests walk this list, so a new route is checked (401 without a token, or listed as public)
 * without anyone having to remember it.
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method, url: route.url, private: requiresToken(route.schema) });
  });
}

/** The routes registered since trackRoutes(app), in registration order. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return [...(registries.get(app) ?? [])];
}
