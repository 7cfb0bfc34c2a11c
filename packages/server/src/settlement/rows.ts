// Moved to db/rows.ts (the ledger uses it too); this name stays for the callers outside settlement.
export { rowsOf } from '../db/rows.ts';
