import { shootLibrarySheets, shootScreens } from './shootStories.tsx';

for (const brand of ['royal', 'lotus'] as const) {
  shootLibrarySheets(brand, 'light');
  shootScreens(brand, 'light');
}
