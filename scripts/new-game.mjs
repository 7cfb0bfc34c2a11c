// `npm run new-game -- <code> [--dry-run]`: scaffolds an in-house casino game (issue 40), its definition
// and test in packages/domain/src/casino/games and its entry in the registry, on the next free match id.
// Run through tsx (package.json) so it reads the registry itself, not a copy of its codes and ids.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { casinoGameDefinitions } from '@exchange/domain';
import { newGamePlan, registryPath } from './lib/newGame.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const [code] = args.filter((arg) => arg !== '--dry-run');
if (!code) {
  console.error('Usage: npm run new-game -- <code> [--dry-run]');
  process.exit(2);
}

try {
  const registry = readFileSync(join(root, registryPath), 'utf8');
  const plan = newGamePlan({ code, games: casinoGameDefinitions, registry });
  const created = plan.files.filter((file) => file.path !== registryPath);
  const existing = created.find((file) => existsSync(join(root, file.path)));
  if (existing) throw new Error(`${existing.path} exists already`);
  for (const file of plan.files) {
    if (dryRun) console.log(`--- ${file.path}\n${file.text}`);
    else writeFileSync(join(root, file.path), file.text);
  }
  console.log(`${dryRun ? 'Would write' : 'Wrote'} ${code} on match ${plan.matchId}:`);
  for (const file of plan.files) console.log(`  ${file.path}`);
  if (!dryRun)
    console.log(
      "Its placeholder plays and its test fails until the game's own rules replace the scaffold's: write the game.",
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
