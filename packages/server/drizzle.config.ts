import { defineConfig } from 'drizzle-kit';

// One set of migrations for both drivers (PGlite and node-postgres): `npm run db:generate -w @exchange/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/exchangeSchema.ts',
    './src/db/casinoSchema.ts',
    './src/db/cashierSchema.ts',
    './src/db/casinoProviderSchema.ts',
    './src/db/responsibleGamingSchema.ts',
    './src/db/betLimitsSchema.ts',
  ],
  out: './drizzle',
});
