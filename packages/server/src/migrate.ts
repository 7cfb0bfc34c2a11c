import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

/**
 * `npm run migrate`: applies the migrations to the PostgreSQL server of DATABASE_URL, as that URL's role.
 * For a deployment whose server connects as a role that only reads and writes the tables: this runs as
 * their owner, before the new version starts (docs/DEPLOY.md, "The database role and its connection").
 * Elsewhere the server migrates at start by itself.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      'npm run migrate needs DATABASE_URL: the server migrates its embedded database at start.',
    );
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: null });
  try {
    await database.migrate();
    console.log('The database has every migration.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
