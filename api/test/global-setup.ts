import { buildApi } from './helpers/process';
import { createTemplates } from './helpers/templates';

/**
 * Once per run, before any worker starts: the databases every test file is copied from, and
 * the compiled server the process tests spawn (two files building it at once would each read
 * the other's half-written dist/).
 */
export default async function globalSetup(): Promise<void> {
  buildApi();
  await createTemplates();
}
