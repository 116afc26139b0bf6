import type { Page } from '@playwright/test';

type Options = {
  /** Directives not to count (for instance 'img-src': an image URL cannot run code). */
  ignore?: string[];
};

/**
 * Collects every Content-Security-Policy report of the page (securitypolicyviolation events
 * and the console's CSP errors), across client-side navigation. Call before the first goto; the
 * returned function gives what was collected so far.
 */
export async function watchPolicy(
  page: Page,
  { ignore = [] }: Options = {},
): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (!/content security policy/i.test(text)) return;
    if (
      ignore.some((directive) => text.includes(`"${directive} `) || text.includes(`'${directive} `))
    )
      return;
    consoleErrors.push(text);
  });
  await page.addInitScript((ignored) => {
    const seen: string[] = [];
    (window as unknown as { __cspReports: string[] }).__cspReports = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (ignored.includes(event.effectiveDirective)) return;
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  }, ignore);
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(
      () => (window as unknown as { __cspReports?: string[] }).__cspReports ?? [],
    )),
  ];
}
