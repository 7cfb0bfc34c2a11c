/**
 * The white-label brands, by the name a site's host carries as its first label (`royal.example.com`).
 * This list is the one place a brand is named: a brand is this line and its folder in the design system
 * (`packages/design-system/src/brands/<name>/`: tokens, logo, font), and every package reads the list from
 * here (docs/adr/0032-a-brand-is-a-folder-and-a-line.md).
 */
export const brandNames = ['default', 'royal', 'lotus'] as const;
export type BrandName = (typeof brandNames)[number];

/** The look of a site whose host names no brand: `localhost`, an IP address, any other label. */
export const defaultBrand: BrandName = 'default';

export function isBrandName(name: unknown): name is BrandName {
  return (brandNames as readonly unknown[]).includes(name);
}

/**
 * The brand among `names` that a host name picks: its first label, when that is one of them; an IP
 * address and any other label get `fallback`. It uses nothing outside its own body, so the app's
 * index.html runs its source as it is, to pick the brand's stylesheet before any module has loaded.
 */
export function brandOfHost<Name extends string>(
  hostname: string,
  names: readonly Name[],
  fallback: Name,
): Name {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '');
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return fallback;
  const label = host.split('.')[0];
  return names.indexOf(label as Name) >= 0 ? (label as Name) : fallback;
}

/** The brand of a white-label site, from its host name (`royal.example.com` -> `royal`). */
export function resolveBrand(hostname: string): BrandName {
  return brandOfHost(hostname, brandNames, defaultBrand);
}
