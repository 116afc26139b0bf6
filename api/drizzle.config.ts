import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations (pnpm db:generate); the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
