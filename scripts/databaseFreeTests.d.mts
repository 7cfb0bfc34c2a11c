/** scripts/databaseFreeTests.mjs: the server test files (repository-relative) that reach no database. */
export function databaseFreeTests(): string[];
