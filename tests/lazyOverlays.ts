// The overlays the components mount lazily from their first opening (ADR 0074), loaded once before the
// browser tests: a play function or a test that opens one then waits on React's Suspense alone, never on
// the dev server's first transform of the module (which a busy CI machine can stretch past a second).
const overlays = import.meta.glob([
  '../packages/design-system/src/components/AppShell/AppShellDrawer.tsx',
  '../packages/betting-widgets/src/widgets/BetSlip/OneClickConfirm.tsx',
  '../packages/app/src/screens/shell/WelcomeDialog.tsx',
  '../packages/app/src/screens/responsibleGaming/RealityCheckDialog.tsx',
  '../packages/app/src/Toasts.tsx',
]);

// A glob that matches nothing is no error: a moved file would be left out without a word.
if (Object.keys(overlays).length !== 5) {
  throw new Error(`tests/lazyOverlays.ts found ${Object.keys(overlays).join(', ')}: a listed file moved`);
}
await Promise.all(Object.values(overlays).map((load) => load()));
