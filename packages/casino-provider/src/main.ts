import { fileURLToPath } from 'node:url';
import { loadProviderConfig, ProviderConfigError } from './config.ts';
import { createWalletClient } from './protocol/walletClient.ts';
import { buildProviderApp } from './server/app.ts';
import { SettlementQueue } from './server/settlementQueue.ts';

/**
 * The built-in casino provider: `PORT` (3002), `PROVIDER_SECRET`, `WALLET_URL`; `npm start` sets them.
 * `OPERATOR_ORIGINS` names the sites that may frame the game (by default the wallet's).
 */
async function main() {
  const config = loadProviderConfig(process.env);
  const wallet = createWalletClient({ walletUrl: config.walletUrl, secret: config.secret });
  const queue = new SettlementQueue(wallet, {
    onAnswer: (settlement, answer) => {
      if (answer.status !== 'OK') console.warn(`late ${settlement.kind} answered ${answer.status}`);
    },
  });
  const app = await buildProviderApp({
    secret: config.secret,
    wallet,
    queue,
    pageDir: fileURLToPath(new URL('../dist', import.meta.url)),
    operatorOrigins: config.operatorOrigins,
    operatorOnThisMachine: config.operatorOnThisMachine,
    logger: { level: config.logLevel },
  });
  queue.start();
  await app.listen({ port: config.port, host: config.host });
  console.log(`Casino provider (Lucky Reels, Lucky Zero Roulette) on http://localhost:${config.port}`);

  const shutdown = async () => {
    queue.stop();
    await queue.flush();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ProviderConfigError ? error.message : error);
  process.exit(1);
});
