import { brandNames, defaultBrand } from '@exchange/domain';
import { shootLibrarySheets } from './shootStories.tsx';

// The library's sheets in every brand and mode; the default light's overlays are shot in the default window.
await shootLibrarySheets(defaultBrand, 'light', { overlays: false });
await shootLibrarySheets(defaultBrand, 'dark');
for (const brand of brandNames.filter((name) => name !== defaultBrand))
  await shootLibrarySheets(brand, 'light');
