import { shootScreens } from './shootStories.tsx';

// The app's screens in dark and in the brands that change them (docs/adr/0014-visual-coverage.md).
await shootScreens('default', 'dark');
for (const brand of ['royal', 'lotus'] as const) await shootScreens(brand, 'light');
