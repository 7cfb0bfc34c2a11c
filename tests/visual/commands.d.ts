import 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** tests/visual/sameAsBaseline.ts */
    sameAsBaseline: (name: string, selector: string) => Promise<boolean>;
  }
}
