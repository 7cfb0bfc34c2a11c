// `npm start`: builds what is needed, then runs the server (embedded PGlite with demo data unless
// DATABASE_URL is set; never the demo with NODE_ENV=production, see packages/server/src/startPlan.ts) on
// http://localhost:3000: the player app at `/`, the design system's Storybook at /storybook/.
import { spawn } from 'node:child_process';
import { buildSite, siteEnv, startBuiltinProvider } from './lib/site.mjs';

buildSite();
const builtinProviderEnv = startBuiltinProvider(process.env.PORT || '3000');

const server = spawn(
  process.execPath,
  [
    '--conditions=@exchange/source',
    '--import',
    'tsx',
    'packages/server/src/main.ts',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: {
      ...siteEnv,
      LOG_LEVEL: 'warn',
      ...builtinProviderEnv,
      ...process.env,
    },
  },
);
server.on('exit', (code) => process.exit(code ?? 0));
// Ctrl-C and `kill` of the group reach the server too, so it gets such a signal twice: it shuts down once
// however many come (packages/server/src/shutdown.ts). Forwarded for a signal sent to this process alone.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
