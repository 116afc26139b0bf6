import type { PaymentKeys } from '@colleghi/shared/platform';
import { readDeploymentFile } from './deployment-file';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

export type RuntimeConfig = {
  apiBase: string;
  remotes: Record<RemoteName, string>;
  /** Optional public keys of Stripe and PayPal; without them the API's sandbox is used. */
  paymentKeys: PaymentKeys;
};

const FALLBACK: RuntimeConfig = {
  apiBase: 'http://localhost:8000/api/',
  remotes: {
    activities: 'http://localhost:3001/mf-manifest.json',
    agenda: 'http://localhost:3002/mf-manifest.json',
    account: 'http://localhost:3003/mf-manifest.json',
    learning: 'http://localhost:3004/mf-manifest.json',
    records: 'http://localhost:3005/mf-manifest.json',
  },
  paymentKeys: { stripePublishableKey: null, paypalClientId: null },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Keeps only well-formed entries of a served config.json; anything missing falls back. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return FALLBACK;
  const apiBase = typeof raw.apiBase === 'string' && raw.apiBase ? raw.apiBase : FALLBACK.apiBase;
  const served = isRecord(raw.remotes) ? raw.remotes : {};
  // In config.json's order (the route table's: an earlier remote keeps a path two declare),
  // then the ones it leaves out.
  const names = [
    ...REMOTE_NAMES.filter((name) => name in served).sort(
      (a, b) => Object.keys(served).indexOf(a) - Object.keys(served).indexOf(b),
    ),
    ...REMOTE_NAMES.filter((name) => !(name in served)),
  ];
  const remotes = Object.fromEntries(
    names.map((name) => {
      const url = served[name];
      return [name, typeof url === 'string' && url ? url : FALLBACK.remotes[name]];
    }),
  ) as Record<RemoteName, string>;
  const key = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const paymentKeys = {
    stripePublishableKey: key(raw.stripePublishableKey),
    paypalClientId: key(raw.paypalClientId),
  };
  return { apiBase, remotes, paymentKeys };
}

/** Reads /config.json fresh on every start, so a redeploy is a change of URL, not a rebuild. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    return parseRuntimeConfig(await readDeploymentFile('/config.json'));
  } catch {
    return FALLBACK;
  }
}

let reading: Promise<RuntimeConfig> | null = null;

/** The page's one read of config.json: started by the entry, awaited by the bootstrap. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  reading ??= loadRuntimeConfig();
  return reading;
}
