import { brandNames, type BrandName } from '@exchange/domain';
import type { Logo } from './wordmark.tsx';

export interface BrandMeta {
  name: BrandName;
  displayName: string;
  /** The wordmark, drawn in `currentColor` so it sits on any chrome. */
  Logo: Logo;
}

// Each brand's folder, found by the name @exchange/domain lists: a new brand needs no line here. Only the
// names and logos: the colours stay in the brand's stylesheet.
const names = import.meta.glob<string>('./*/tokens.ts', { eager: true, import: 'name' });
const displayNames = import.meta.glob<string>('./*/tokens.ts', { eager: true, import: 'displayName' });
const logos = import.meta.glob<Logo>('./*/logo.tsx', { eager: true, import: 'Logo' });

function fromFolder<T>(modules: Record<string, T>, brand: BrandName, file: string): T {
  const found = modules[`./${brand}/${file}`];
  if (found === undefined) {
    throw new Error(
      `The brand "${brand}" (@exchange/domain's brandNames) has no src/brands/${brand}/${file}.`,
    );
  }
  return found;
}

function metaOf(brand: BrandName): BrandMeta {
  const name = fromFolder(names, brand, 'tokens.ts');
  if (name !== brand) throw new Error(`src/brands/${brand}/tokens.ts names its brand "${name}".`);
  return {
    name: brand,
    displayName: fromFolder(displayNames, brand, 'tokens.ts'),
    Logo: fromFolder(logos, brand, 'logo.tsx'),
  };
}

/** Every brand's name, display name and logo, by name. */
export const brands = Object.fromEntries(brandNames.map((brand) => [brand, metaOf(brand)])) as Record<
  BrandName,
  BrandMeta
>;
