// `npm start`: builds what is needed, then runs the server (embedded PGlite with demo data unless
// DATABASE_URL is set; never the demo with NODE_ENV=production, see packages/server/src/startPlan.ts) on
// http://localhost:3000: the player app at `/`, the design system's Storybook at /storybook/.
import { spawn } from 'node:child_process';
import { buildServerBundle, bundleDir } from '../packages/server/scripts/bundle.mjs';
import { buildSite, siteChildren, siteEnv, startBuiltinProvider } from './lib/site.mjs';

buildSite();
// The server runs bundled, not through tsx: a restart's module loading fell from 25 s under load to
// about a second (issue 38). Rebuilt at every start (about a second), so it is never stale.
await buildServerBundle('start');
const builtinProviderEnv = startBuiltinProvider(process.env.PORT || '3000');

const server = spawn(
  process.execPath,
  ['--enable-source-maps', `${bundleDir('start')}/main.mjs`, ...process.argv.slice(2)],
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
// Issue 38: this script stays until the server and the provider have both exited, and exits with the
// server's status (the provider's if the server's was 0), so a supervisor watching it sees the drain end.
// npm itself exits at once on a SIGTERM sent to npm's own pid: a supervisor runs `node scripts/start.mjs`.
const children = [server, ...siteChildren];
const exits = children.map(
  (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
      else child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    }),
);
let stopping = false;
// However the server ends, the provider ends with it.
server.once('exit', () => {
  if (!stopping) for (const child of siteChildren) child.kill('SIGTERM');
});
Promise.all(exits).then((codes) => process.exit(codes.find((code) => code !== 0) ?? 0));
// Ctrl-C and `kill` of the group reach the server too, so it gets such a signal twice: it shuts down once
// however many come (packages/server/src/shutdown.ts). Forwarded for a signal sent to this process alone.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
