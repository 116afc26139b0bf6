type UnauthorizedHandler = () => void;

// A full page load works anywhere; the host replaces it with a router navigation.
const defaultHandler: UnauthorizedHandler = () => {
  window.location.assign('/signin');
};

let handler: UnauthorizedHandler = defaultHandler;

/** The host registers `() => navigate('/signin')`; the API client calls it on a 401 for the session. */
export function setUnauthorizedHandler(fn: UnauthorizedHandler): void {
  handler = fn;
}

/** For tests: back to the full page load. */
export function resetUnauthorizedHandler(): void {
  handler = defaultHandler;
}

export function notifyUnauthorized(): void {
  handler();
}
