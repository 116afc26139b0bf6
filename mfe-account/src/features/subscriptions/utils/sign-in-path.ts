/** /signin with the page to come back to once signed in. */
export function signInPath(callback: string): string {
  return `/signin?callback=${encodeURIComponent(callback)}`;
}
