import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one Drizzle schema and committed; both PGlite and
// PostgreSQL run the same SQL files at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
