// Where the API lives. The host reads /config.json at start-up and calls configureApi, so a
// deployment can point the web app at another API without a rebuild.
const DEFAULT_API_BASE = 'http://localhost:8000/api/';

let apiBase = DEFAULT_API_BASE;

export function configureApi({ apiBase: base }: { apiBase: string }): void {
  // Every endpoint path is relative ("users/me/"), so the base must end with a slash.
  apiBase = base.endsWith('/') ? base : `${base}/`;
}

export function getApiBase(): string {
  return apiBase;
}
