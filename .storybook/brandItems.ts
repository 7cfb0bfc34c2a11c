import { brandNames } from '@exchange/domain';
// By path, not the design system's barrel (which loads every component's styles): the new-brand test
// (tests/node/newBrand.test.ts) loads this list with plain Vite, without vanilla-extract's compiler.
import { brands } from '../packages/design-system/src/brands/meta.ts';

/** The toolbar's brand switch: every brand of the domain's list, by its display name, then all at once. */
export const brandItems = [
  ...brandNames.map((name) => ({ value: name, title: brands[name].displayName })),
  { value: 'all', title: 'All brands' },
];
