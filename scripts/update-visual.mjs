// `npm run test:visual:update`: rewrite every baseline from scratch. Vitest's -u keeps a baseline that is
// still within tolerance, so subtle deliberate changes would otherwise never land; clearing also drops
// baselines of stories that no longer exist.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

// `npm run x -- -t ...` passes the `--` through; Vitest would read what follows as file names, not options.
const filters = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
ensureChromium();
// With a filter (e.g. `-- -t "Design System/Button "`) only the matching baselines are rewritten.
if (filters.length === 0) {
  rmSync(new URL('../tests/visual/__screenshots__', import.meta.url), { recursive: true, force: true });
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project=visual', '--project=visual-sheets', '--update', ...filters],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
