import type { Page } from '@playwright/test';

type Remotes = Partial<
  Record<'activities' | 'agenda' | 'account' | 'learning' | 'records', string>
>;

/**
 * Serves a changed /config.json to the page, exactly as an operator would redeploy it:
 * the built files stay the same, only the URL of a remote changes.
 */
export async function overrideRemotes(page: Page, remotes: Remotes): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    config.remotes = { ...config.remotes, ...remotes };
    await route.fulfill({ response, json: config });
  });
}
