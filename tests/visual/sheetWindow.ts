/**
 * The page the visual sheets' test iframe sits in (vitest.config.ts): tall enough that the iframe, stretched
 * to a sheet's height, is not scaled down to fit it (tests/visual/shootStories.tsx checks each sheet fits).
 */
export const sheetWindow = { width: 1280, height: 12_000 };
