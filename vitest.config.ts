import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';
import { baselineFile, sameAsBaseline } from './tests/visual/sameAsBaseline.ts';
import { sheetWindow } from './tests/visual/sheetWindow.ts';
import viteConfig from './vite.config.ts';

const viewport = { width: 1024, height: 768 };

/**
 * In CI a failed story, component, visual or node test runs once more before it counts as failed: CI
 * shares two cores with a browser, a database and a server, and a lone timing miss there (one test in
 * some 3,700) failed a whole submission. The end-to-end tests build on each other's state, so they are
 * not retried. Locally every failure shows at once.
 */
const retry = process.env['CI'] ? 1 : 0;

/**
 * On CI's two cores Vitest's default is one worker (one fewer than the cores). The node project kept one
 * core busy of two with it; the browser projects, which mostly wait on Chromium, ran one page at a time.
 * Every project runs two files at a time instead (docs/adr/0015-test-run-lanes.md).
 */
const twoWorkers = 2;

// A fresh object per project: Vitest names each browser instance after the project it belongs to. `window`
// is the page the test iframe sits in: Playwright's default 1280x720 scales the 1024x768 iframe to 0.9375,
// as every per-story baseline was taken.
const browser = (
  reducedMotion: 'reduce' | 'no-preference' = 'reduce',
  window?: { width: number; height: number },
) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    contextOptions: {
      reducedMotion,
      deviceScaleFactor: 1,
      locale: 'en-GB',
      timezoneId: 'UTC',
      ...(window && { viewport: window }),
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport,
  screenshotDirectory: '.vitest-attachments/failures',
});

/**
 * The visual projects: the per-story shots in Playwright's default window, and the sheets (a component's
 * stories on one page, docs/adr/0014-visual-coverage.md) in a window tall enough that the iframe, stretched
 * to a sheet's height, is not scaled down to fit (tests/visual/shootStories.tsx).
 */
const visual = (
  name: string,
  include: string[],
  window?: { width: number; height: number },
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    retry,
    maxWorkers: twoWorkers,
    // After the stories and component tests (which run together, two pages each): four visual files at
    // once beside them would only queue for the same two cores.
    sequence: { groupOrder: 1 },
    include,
    setupFiles: ['tests/browser.setup.ts'],
    testTimeout: 60_000,
    browser: {
      ...browser('reduce', window),
      commands: { sameAsBaseline },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // What reaches this comparison already differs from the baseline (sameAsBaseline.ts): anti-aliased
          // pixels are ignored (pixelmatch's includeAA: false), and a colour shift pixelmatch's default threshold
          // sees counts. At most 0.01% of the shot may differ (72 px of a 960x750 screen): the 0.5% allowed before
          // hid a player menu that had gained its cashier entries, and passed one brand's sheet as another's.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0001 },
          // Baselines are committed beside the test; every machine here is Linux + Debian Chromium.
          resolveScreenshotPath: ({ arg, root, testFileDirectory }) =>
            baselineFile(root, testFileDirectory, arg),
        },
      },
    },
  },
});

// Vitest ignores vite.config.ts once this file exists, so the Vite config is merged in explicitly.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Measured on the node project (`npm run test:coverage`): the domain's rules are fully exercised.
      coverage: {
        provider: 'v8',
        include: ['packages/domain/src/**/*.ts'],
        // Test support (simulations, fixtures) is not product code: its rerun branches run only when a test fails.
        exclude: ['**/*.test.ts', '**/index.ts', '**/testing/**'],
        reporter: ['text-summary', 'html'],
        reportsDirectory: '.cache/coverage',
        thresholds: { functions: 100, lines: 95 },
      },
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook' })],
          test: {
            name: 'storybook',
            retry,
            // One module graph per page: loading React, the design system and the app afresh for each file
            // was over half the stories' time. Each story still mounts afresh (ADR 0015).
            isolate: false,
            maxWorkers: twoWorkers,
            // Motion as designers see it in Storybook: play functions must wait out enter animations.
            browser: browser('no-preference'),
            setupFiles: ['.storybook/vitest.setup.ts'],
            // A limit, not a measure: an axe pass over every brand and mode takes seconds when CI's two cores
            // also run the node suites (ADR 0015).
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit',
            retry,
            // As the stories; tests/browser.setup.ts unmounts each test's components and restores timers.
            isolate: false,
            maxWorkers: twoWorkers,
            include: ['packages/*/src/**/*.test.tsx'],
            browser: browser(),
            setupFiles: ['tests/browser.setup.ts'],
            testTimeout: 60_000,
          },
        },
        visual('visual', ['tests/visual/default-*.test.tsx']),
        visual('visual-sheets', ['tests/visual/*-sheets.test.tsx'], sheetWindow),
        {
          extends: true,
          test: {
            name: 'node',
            retry,
            maxWorkers: twoWorkers,
            // One module graph per worker, not per file: importing the server (Fastify, drizzle, PGlite)
            // afresh for each file was 45% of the server files' CPU (ADR 0065; docs/BENCHMARKS.md, "The
            // test run"). The setup file evaluates the repo's own modules afresh for each file, so their
            // state does not carry over; a test that stubs globals, timers or env restores them (afterEach).
            isolate: false,
            globalSetup: ['tests/node.globalSetup.ts'],
            setupFiles: ['tests/node.setup.ts'],
            include: ['packages/*/src/**/*.test.ts', 'tests/node/**/*.test.ts'],
            environment: 'node',
            testTimeout: 240_000,
            hookTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            // The player app built and served by the real server (fresh PGlite, the odds simulator), driven
            // in Chromium through playwright-core. Its own run: it starts a server and a browser.
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            // Each file starts its own server (fresh database, free port) and browser, and spends most of
            // its time waiting on them (rounds, pushes): two files at a time.
            maxWorkers: twoWorkers,
            environment: 'node',
            globalSetup: ['tests/e2e/build.setup.ts'],
            setupFiles: ['tests/e2e/pageEvents.setup.ts'],
            testTimeout: 240_000,
            hookTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            // What `npm run build` publishes: built once by the global setup, then packed, installed and
            // loaded in Chromium. Its own run, after the node project (whose pack test rebuilds a dist/).
            name: 'library',
            include: ['tests/library/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/library/build.setup.ts'],
            testTimeout: 240_000,
            hookTimeout: 300_000,
          },
        },
      ],
    },
  }),
);
