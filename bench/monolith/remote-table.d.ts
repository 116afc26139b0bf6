/** Written at build time by webpack.config.ts: every remote's exposed modules, by federation id. */
export declare const remoteTable: Record<string, () => Promise<unknown>>;
