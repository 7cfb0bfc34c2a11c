import { cashierLimits } from '@exchange/domain';
import { runMovesUnderLoad } from './movesUnderLoad.ts';
import { buildServerBundle } from './serverBundle.ts';
import { serverDatabase } from './serverProcess.ts';

/**
 * `npm run bench -- moves-under-load` runs this once per database (TEST_DATABASE_URL set: PostgreSQL):
 * issue 38's workload at `clients` (some of them deciding withdrawals), printed as one JSON line.
 */
const clients = Number(process.argv[2] ?? 64);
const loadMs = Number(process.argv[3] ?? 30_000);
await buildServerBundle();
const database = await serverDatabase('moves-bench-');
try {
  // An eighth of the clients decide, at most as many as one player may have requests waiting (they share it).
  const decisionClients = Math.min(
    cashierLimits.pendingRequestsPerType,
    Math.max(1, Math.round(clients / 8)),
  );
  const result = await runMovesUnderLoad(database, {
    transferClients: clients - decisionClients,
    decisionClients,
    timeoutMs: 5000,
    loadMs,
  });
  console.log(JSON.stringify({ clients, decisionClients, loadMs, ...result }));
} finally {
  await database.dispose();
}
