import { brandNames, type BrandName } from './themeClass.ts';

export const defaultBrand: BrandName = 'default';

function isBrandName(label: string): label is BrandName {
  return (brandNames as readonly string[]).includes(label);
}

/**
 * The brand of a white-label site is the first label of its host name (`royal.example.com` -> `royal`).
 * IP addresses, `localhost` and unknown labels get the default brand.
 */
export function resolveBrand(hostname: string): BrandName {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '');
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return defaultBrand;
  const firstLabel = host.split('.')[0] ?? '';
  return isBrandName(firstLabel) ? firstLabel : defaultBrand;
}
