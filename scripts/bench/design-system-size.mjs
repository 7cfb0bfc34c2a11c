// The design system's JS and CSS as a site ships them, minified and gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPackages, repositoryRoot } from './lib/build.mjs';
import { isReact, minifiedBundle, sizeRow } from './lib/size.mjs';

export async function run() {
  // The design system's build reads the brands from the domain package's.
  buildPackages('@exchange/domain', '@exchange/design-system');
  const { brandNames } = await import('@exchange/domain');
  const dist = join(repositoryRoot, 'packages/design-system/dist');
  const index = join(dist, 'index.js');
  const own = await minifiedBundle(index, () => true);
  const withDependencies = await minifiedBundle(index, isReact);
  const brands = brandNames.map((brand) =>
    sizeRow(`brands/${brand}.css (tokens + embedded font)`, readFileSync(join(dist, `brands/${brand}.css`))),
  );
  return `## Design system bundle size

| what | minified | min + gzip |
|---|---|---|
${sizeRow('design system JS, own code (dependencies external)', own)}
${sizeRow('design system JS with its runtime dependencies (radix-ui, vanilla-extract runtime, clsx; React external)', withDependencies)}
${sizeRow('design-system.css (every component)', readFileSync(join(dist, 'design-system.css')))}
${brands.join('\n')}

A site loads the component CSS and one brand stylesheet. Fonts are embedded in the brand stylesheets
(every unicode subset of the brand's font), which is most of their size.
`;
}
