/** Leaves the app for a provider's page (a module of its own so tests can stand in for it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
