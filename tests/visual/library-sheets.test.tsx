import { shootLibrarySheets } from './shootStories.tsx';

// The library's sheets in every brand and mode; the default light's overlays are shot in the default window.
await shootLibrarySheets('default', 'light', { overlays: false });
await shootLibrarySheets('default', 'dark');
for (const brand of ['royal', 'lotus'] as const) await shootLibrarySheets(brand, 'light');
