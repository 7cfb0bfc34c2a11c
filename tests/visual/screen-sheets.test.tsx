import { brandNames, defaultBrand } from '@exchange/domain';
import { shootScreens } from './shootStories.tsx';

// The app's screens in dark and in the brands that change them (docs/adr/0014-visual-coverage.md).
await shootScreens(defaultBrand, 'dark');
for (const brand of brandNames.filter((name) => name !== defaultBrand)) await shootScreens(brand, 'light');
