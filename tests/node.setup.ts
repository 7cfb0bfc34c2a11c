import { vi } from 'vitest';

/**
 * The node project does not isolate its files (vitest.config.ts): one worker process runs file after file,
 * keeping what Node loaded (Fastify, drizzle, PGlite and the other packages) instead of loading it again
 * for each. The repo's own modules are evaluated afresh for each file, as in a new process: their state
 * (the server's route registries that the access-matrix and contract tests read, the casino's cache of
 * deals by round id, counters) must not carry over from another file.
 */
vi.resetModules();
