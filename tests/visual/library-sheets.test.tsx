import { shootLibrarySheets } from './shootStories.tsx';

// The library's sheets in every brand and mode but the default light (shot story by story).
await shootLibrarySheets('default', 'dark');
for (const brand of ['royal', 'lotus'] as const) await shootLibrarySheets(brand, 'light');
