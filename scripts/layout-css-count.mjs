// `node scripts/layout-css-count.mjs [--files]`: the one-off layout CSS left in the app and the widgets
// (hand-written flex and grid containers and their gap, align and justify companions, scripts/lib/layoutCss.mjs),
// as markdown: run it before and after moving screens onto the design system's layout primitives.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { countLayoutCss } from './lib/layoutCss.mjs';

const root = join(import.meta.dirname, '..');
const packages = ['packages/app/src', 'packages/betting-widgets/src'];
const perFile = process.argv.includes('--files');

function styleFiles(directory) {
  return readdirSync(join(root, directory), { recursive: true })
    .map(String)
    .filter((path) => path.endsWith('.css.ts'))
    .map((path) => join(root, directory, path))
    .sort();
}

const rows = [];
const files = [];
const byProperty = {};
for (const directory of packages) {
  const total = { rules: 0, declarations: 0, lines: 0, cssLines: 0, files: 0 };
  for (const file of styleFiles(directory)) {
    const source = readFileSync(file, 'utf8');
    const count = countLayoutCss(source);
    total.rules += count.rules;
    total.declarations += count.declarations;
    total.lines += count.lines;
    total.cssLines += source.split('\n').length - 1;
    total.files += 1;
    for (const [name, n] of Object.entries(count.byProperty)) byProperty[name] = (byProperty[name] ?? 0) + n;
    if (count.declarations > 0) files.push({ file: relative(root, file), ...count });
  }
  rows.push({ directory, ...total });
}

const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
console.log(`| package | .css.ts files | their lines | flex/grid rules | layout declarations | lines holding them |
|---|---|---|---|---|---|
${rows.map((row) => `| ${row.directory} | ${row.files} | ${row.cssLines} | ${row.rules} | ${row.declarations} | ${row.lines} |`).join('\n')}
| **total** | ${sum('files')} | ${sum('cssLines')} | ${sum('rules')} | ${sum('declarations')} | ${sum('lines')} |`);

const properties = Object.entries(byProperty).sort(([, a], [, b]) => b - a);
console.log(`\nBy property: ${properties.map(([name, n]) => `${name} ${n}`).join(', ')}.`);

if (perFile) {
  console.log(`\n| file | flex/grid rules | layout declarations |\n|---|---|---|`);
  for (const row of files.sort((a, b) => b.declarations - a.declarations)) {
    console.log(`| ${row.file} | ${row.rules} | ${row.declarations} |`);
  }
}
