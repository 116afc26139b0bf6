import { dropTemplates } from './helpers/templates';

export default async function globalTeardown(): Promise<void> {
  await dropTemplates();
}
