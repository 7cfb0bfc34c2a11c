/** The server's command-line entries, by name, and their sources (scripts/bundle.mjs). */
export declare const bundledEntries: {
  readonly main: 'src/main.ts';
  readonly createAdmin: 'src/createAdmin.ts';
  readonly verifyLedger: 'src/verifyLedger.ts';
  readonly migrate: 'src/migrate.ts';
  readonly backup: 'src/backup/backup.ts';
  readonly restore: 'src/backup/restore.ts';
};
export declare const serverRoot: string;
/** The folder a bundle named `name` is written to. */
export declare function bundleDir(name: string): string;
/** Builds every entry afresh from today's sources into `bundleDir(name)`. */
export declare function buildServerBundle(name: string): Promise<void>;
