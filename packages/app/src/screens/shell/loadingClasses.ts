/**
 * The loading screen's class names, stable rather than hashed: index.html's static copy of the screen
 * (written by the build, packages/app/loadingShell.tsx, which cannot run vanilla-extract) uses them too,
 * so the brand shows from the first paint, before any script has run, and the app's first render puts the
 * same layout in its place. LoadingScreen.css.ts gives them their rules.
 */
export const loadingClasses = {
  /** The id of index.html's static copy, which the app removes as its first page shows. */
  staticScreenId: 'exchange-loading-screen',
  /** The page's themed basics, for the static copy, which sits outside the app's theme wrapper. */
  themed: 'exchange-loading-themed',
  page: 'exchange-loading',
  /** The brand over the spinner. */
  content: 'exchange-loading-content',
  /** The static copy's spinner: the design system's Spinner (medium), whose own classes are hashed. */
  status: 'exchange-loading-status',
  ring: 'exchange-loading-ring',
} as const;
