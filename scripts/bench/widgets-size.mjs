// The betting widgets' JS and CSS as partners ship them, minified and gzipped: the React library (target:
// its budget without React and the design system, scripts/lib/sizeBudgets.mjs) and the embed bundle
// (everything included).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetsBudgets } from '../lib/sizeBudgets.mjs';
import { buildPackages, repositoryRoot } from './lib/build.mjs';
import { gzipSize, isReactOrDesignSystem, kb, minifiedBundle, sizeRow } from './lib/size.mjs';

const targetBytes = widgetsBudgets.script;

export async function run() {
  buildPackages('@exchange/domain', '@exchange/design-system', '@exchange/betting-widgets');
  const dist = join(repositoryRoot, 'packages/betting-widgets/dist');
  const index = join(dist, 'index.js');
  const own = await minifiedBundle(index, () => true);
  const library = await minifiedBundle(index, isReactOrDesignSystem);
  const met = gzipSize(library) <= targetBytes;
  return `## Betting widgets bundle size

| what | minified | min + gzip |
|---|---|---|
${sizeRow('widgets JS, own code (every dependency external)', own)}
${sizeRow('widgets JS with the domain rules, vanilla-extract runtime and clsx (React and the design system external)', library)}
${sizeRow('betting-widgets.css (every widget)', readFileSync(join(dist, 'betting-widgets.css')))}
${sizeRow('embed/exchange-widgets.js (React, the design system and every widget included)', readFileSync(join(dist, 'embed/exchange-widgets.js')))}
${sizeRow('embed/exchange-widgets.css (design system and widget components)', readFileSync(join(dist, 'embed/exchange-widgets.css')))}

Target for the React library without React and the design system: at most ${kb(targetBytes)} min + gzip
(${met ? 'met' : '**missed**'}). The embed bundle also needs one brand stylesheet (see the design system's sizes).
`;
}
