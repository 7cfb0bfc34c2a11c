// `npm run audit`: the dependencies the product ships (`--omit=dev`) against the registry's advisories;
// exits 1 on a high or critical one, 0 when clean or when the registry could not be asked (said so).
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './lib/dependencyAudit.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
const { verdict, summary } = auditVerdict(run.stdout ?? '');
console.log(`dependency audit ${verdict === 'not run' ? 'NOT RUN' : verdict}: ${summary}`);
process.exit(verdict === 'fail' ? 1 : 0);
