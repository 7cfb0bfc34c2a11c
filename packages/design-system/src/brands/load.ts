import type { BrandName } from '@exchange/domain';

// Each brand's stylesheet (its folder's index.ts) as a chunk of its own, loaded only when asked for.
const stylesheets = import.meta.glob('./*/index.ts');

/** Loads one brand's stylesheet (tokens and font): a site loads only the brand its host name picks. */
export function loadBrandStyles(brand: BrandName): Promise<unknown> {
  const load = stylesheets[`./${brand}/index.ts`];
  if (!load) return Promise.reject(new Error(`The brand "${brand}" has no src/brands/${brand}/index.ts.`));
  return load();
}
