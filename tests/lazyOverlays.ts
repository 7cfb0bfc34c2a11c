// The overlays the components mount lazily from their first opening (ADR 0074), loaded once before the
// browser tests: a play function or a test that opens one then waits on React's Suspense alone, never on
// the dev server's first transform of the module (which a busy CI machine can stretch past a second).
await Promise.all([
  import('../packages/design-system/src/components/AppShell/AppShellDrawer.tsx'),
  import('../packages/betting-widgets/src/widgets/BetSlip/OneClickConfirm.tsx'),
  import('../packages/app/src/screens/shell/WelcomeDialog.tsx'),
  import('../packages/app/src/screens/responsibleGaming/RealityCheckDialog.tsx'),
  import('../packages/app/src/Toasts.tsx'),
]);
