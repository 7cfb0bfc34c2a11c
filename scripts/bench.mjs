// `npm run bench`: runs every part in scripts/bench/*.mjs and writes their sections to docs/BENCHMARKS.md.
// `npm run bench -- <part> [<part> ...]` reruns only those parts and keeps the other sections as they are.
// A part exports `async function run()` returning a markdown section that starts with its `##` heading;
// this script adds the date and the machine, and markers that let one section be replaced on its own;
// what the report holds outside the markers (notes written by hand) is kept.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { benchReport, benchSections } from './lib/benchReport.mjs';

const root = new URL('..', import.meta.url).pathname;
const partsDir = join(root, 'scripts/bench');
const reportFile = join(root, 'docs/BENCHMARKS.md');

const parts = readdirSync(partsDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => name.slice(0, -'.mjs'.length))
  .sort();
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !parts.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark part: ${unknown.join(', ')}. Parts: ${parts.join(', ')}.`);
  process.exit(1);
}

/** The sections of the current report, by part, so a partial run keeps what it does not remeasure. */
const previousSections = () =>
  existsSync(reportFile) ? benchSections(readFileSync(reportFile, 'utf8'), parts) : new Map();

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** Puts the date and the machine under the part's heading. */
function stamp(section) {
  const measured = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`;
  const [heading, ...rest] = section.trim().split('\n');
  return heading.startsWith('#') ? [heading, '', measured, ...rest].join('\n') : `${measured}\n\n${section}`;
}

const sections = previousSections();
let failures = 0;
for (const name of requested.length > 0 ? requested : parts) {
  console.log(`\n▶ bench: ${name}`);
  try {
    const { run } = await import(pathToFileURL(join(partsDir, `${name}.mjs`)).href);
    const section = stamp(await run());
    sections.set(name, section);
    console.log(section);
  } catch (error) {
    failures += 1;
    console.error(`bench part ${name} failed; its previous section is kept.\n`, error);
  }
}

// Sections are replaced between their markers; notes written outside them stay (scripts/lib/benchReport.mjs).
const report = benchReport(
  existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : undefined,
  parts,
  sections,
);
const options = { ...(await prettier.resolveConfig(reportFile)), filepath: reportFile };
writeFileSync(reportFile, await prettier.format(report, options));
console.log(`\nWrote docs/BENCHMARKS.md${failures > 0 ? ` (${failures} part(s) failed)` : ''}.`);
process.exit(failures > 0 ? 1 : 0);
