/**
 * Reads a JSON file of the deployment (config.json, a remote's routes.json): a plain axios call,
 * not the API client, whose base, key and 401/5xx reactions belong to the API. It asks past any
 * cache, so a redeploy or a changed config.json is seen on the next start. It rejects when
 * nothing answers, on any status but 2xx, and after `timeout` ms when one is given.
 */
export async function readDeploymentFile(url: string, timeout?: number): Promise<unknown> {
  // The entry reads these before the async boundary, where a shared module (axios is one) can
  // be loaded but not imported: the import below waits for the federation runtime to hand it.
  const { default: axios } = await import('axios');
  const { data } = await axios.get<unknown>(url, {
    headers: { 'Cache-Control': 'no-cache' },
    responseType: 'json',
    timeout,
  });
  return data;
}
