import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w packages/api` writes a new forward-only migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
