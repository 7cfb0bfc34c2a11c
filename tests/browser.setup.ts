import '@exchange/design-system/brands/all';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import './deterministic.ts';
import { emulateMotion } from './emulateMotion.ts';
import './lazyOverlays.ts';

// The browser projects share one module graph per worker (`isolate: false`, docs/adr/0015-test-run-lanes.md),
// so vitest-browser-react's own `beforeEach(cleanup)`, registered when the module is first evaluated, would
// run for the first file only: every file registers it again, or its tests find the previous file's
// components still mounted. Fake timers never outlive a test, whichever file forgot to restore them.
beforeEach(cleanup);
// Reduced motion, whatever page this file runs on (tests/emulateMotion.ts).
await emulateMotion('reduce');
afterEach(() => {
  vi.useRealTimers();
});
