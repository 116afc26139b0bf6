/** Replaced at bundle time by RuntimeCorePlugin with the runtime core's package version. */
declare const RUNTIME_VERSION: string;
