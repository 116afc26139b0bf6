import { launchBrowser, measureLoadBytes, ROUTES } from './measure';
import { demoToken, FEDERATED_URL, MONOLITH_URL, startSystem, stopAll } from './setup';
(async () => {
  const services = await startSystem(() => {});
  const browser = await launchBrowser();
  try {
    const token = await demoToken();
    const route = ROUTES.find((r) => r.path === (process.argv[2] ?? '/dashboard'))!;
    for (const base of [FEDERATED_URL, MONOLITH_URL]) {
      const { bytes } = await measureLoadBytes(browser, base, route, token);
      console.log(base, (bytes.jsGzip / 1000).toFixed(1));
      for (const f of bytes.files.filter((f) => f.js).sort((a, b) => b.gzip - a.gzip))
        console.log('  ', (f.gzip / 1000).toFixed(1).padStart(6), (f.raw / 1000).toFixed(1).padStart(7), f.url);
    }
  } finally {
    await browser.close();
    await stopAll(services);
  }
})();
