import { ConfigError } from './config.ts';

/** What decides how the server starts: the configuration, the command line and the database. */
export interface StartFacts {
  /** NODE_ENV=production. */
  production: boolean;
  /** `--demo` on the command line. */
  demoFlag: boolean;
  /** No DATABASE_URL: the embedded database, which `npm start` fills with the demo outside production. */
  embedded: boolean;
  /** The database holds the demo's data (src/seed/demo.ts `hasDemoData`). */
  demoDataPresent: boolean;
}

/**
 * May the server start, and with the demo (its seed and the code outbox) or not. The demo is asked for by
 * `--demo` or by the embedded database; it never runs in production, and production refuses a database the
 * demo has filled: its operators sign in with a published password.
 */
export function planStart(facts: StartFacts): { demo: boolean } {
  if (facts.production && facts.demoFlag) {
    throw new ConfigError(
      'Bad configuration:\n- --demo cannot run in production (NODE_ENV=production): the demo signs in with a published password',
    );
  }
  if (facts.production && facts.demoDataPresent) {
    throw new ConfigError(
      'Refusing to start in production: this database holds the demo data (demo operators whose password is ' +
        'published).\n- Use a database of your own (a fresh DATABASE_URL, or an empty DATA_DIR) and make the ' +
        'first Super Admin with npm run create-admin',
    );
  }
  if (facts.production) return { demo: false };
  return { demo: facts.demoFlag || facts.embedded };
}
