import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Package boundaries of docs/ARCHITECTURE.md, enforced: one-way dependencies
 * (domain <- design-system <- betting-widgets <- app; server uses domain only), transport only in app,
 * no deep imports into another package's src/, no importing your own package's barrel.
 */
const noDeepImports = {
  group: ['@exchange/*/src', '@exchange/*/src/**', '**/packages/*/src/**'],
  message: "Import another package by its public entry ('@exchange/<name>'), never from its src/.",
};
const appOnly = ['jotai', 'ky', 'socket.io-client', 'react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Transport, routing and app state live in packages/app only.',
}));
const browserPackages = ['@exchange/design-system', '@exchange/betting-widgets', '@exchange/app'];
// The design system knows nothing about betting: from the domain it takes only the brands, whose one list
// every package reads (docs/adr/0032-a-brand-is-a-folder-and-a-line.md), and the units amounts are
// shortened with (spec 9's k, L, Cr, B, T), so an amount reads the same in every package.
const domainBrandsOnly = {
  name: '@exchange/domain',
  allowImportNames: [
    'brandNames',
    'BrandName',
    'brandOfHost',
    'defaultBrand',
    'isBrandName',
    'resolveBrand',
    'shortFormUnits',
  ],
  message: 'The design system takes only the brands and the short-form units from @exchange/domain.',
};

function restrict({ own, forbidden = [], paths = [] }) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          ...paths,
          ...forbidden.map((name) => ({ name, message: `${own} may not depend on ${name}.` })),
          { name: own, message: 'Import your own package by relative path, not through its barrel.' },
        ],
        patterns: [
          noDeepImports,
          ...forbidden.map((name) => ({
            group: [`${name}/*`],
            message: `${own} may not depend on ${name}.`,
          })),
        ],
      },
    ],
  };
}

/**
 * Issue 15 and ADR 0041: an API's raw call (`api.main(path, schema)`, also as `services.api.main(...)`)
 * is made only by the contract client; everything else calls an endpoint through it, typed from the
 * contract.
 */
const rawApiCalls = [
  'CallExpression[callee.object.name=/^(api|\\w+Api)$/][callee.property.name=/^(main|data|bet)$/]',
  'CallExpression[callee.object.property.name=/^(api|\\w+Api)$/][callee.property.name=/^(main|data|bet)$/]',
].map((selector) => ({
  selector,
  message: 'Call the API through callEndpoint(api, contract.name, ...): typed from the contract.',
}));

/**
 * The floors inside the server (docs/adr/0004-layers.md, kept by docs/adr/0041-layering-kept-by-the-linter.md):
 * handlers read no database, services and the ledger know no HTTP, and nothing shipped leans on a test. They
 * use typescript-eslint's copy of no-restricted-imports, so they add to the package boundaries above (a
 * later setting of one rule would replace its options for the files both match). Type imports count too.
 */
const server = 'packages/server/src';
const testFiles = ['**/*.test.ts', `${server}/testing/**`];
const fromTests = {
  regex: '(^|/)testing/|\\.test\\.tsx?$',
  message: 'Shipped code imports no test helper, fixture or test: those live under testing/ (ADR 0041).',
};
const fromHttp = [
  {
    regex: '(^|/)http/',
    message:
      'A service knows no HTTP: take plain values (caller.ts, clientGone.ts, uploadedFile.ts, log.ts).',
  },
  {
    group: ['fastify', 'fastify/*', '@fastify/*'],
    message: 'A service knows no Fastify: the handler reads the request and writes the reply (ADR 0041).',
  },
];
const fromDatabase = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
    message: 'A handler reads no database: move the query into a service and call it (ADR 0004).',
  },
  {
    // The schema and the driver's modules, and the hot paths' statement builders; a feature's named reads
    // (queries.ts) are functions a handler may call like a service's (ADR 0041).
    regex: '(^|/)db/|(^|/)[a-z]\\w*Sql\\.ts$',
    caseSensitive: true,
    message: 'A handler reads no database: move the query into a service and call it (ADR 0004).',
  },
];
const floor = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.flat() }],
});
const handlerFiles = [`${server}/**/handlers.ts`, `${server}/**/*Handlers.ts`];
/**
 * The server's HTTP edge, which may know Fastify: the http/ folder, the handlers, the features' and the
 * app's registration of them, and the modules that serve files, describe the API, register the test-only
 * controls (ADR 0064) or stop the server.
 */
const httpEdge = [
  `${server}/http/**`,
  ...handlerFiles,
  `${server}/{bets,casinoProviders,settlement,sports}/index.ts`,
  `${server}/casinoProviders/walletRoutes.ts`,
  `${server}/reference/**`,
  `${server}/testControls/**`,
  `${server}/{app,main,shutdown,sockets,staticSite}.ts`,
];

const noMathRandom = {
  object: 'Math',
  property: 'random',
  message: 'Use crypto.getRandomValues/randomInt (or a seeded generator in tests and the simulator).',
};

const noHtmlFromStrings = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render text, never HTML from a string (ASVS 3.2.2).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.tsbuild/**',
      '.vitest-attachments/**',
      // Git ignores these too: reports, coverage and the bench's build of the app (minified bundles).
      '.cache/**',
      '**/.bundle/**',
      'coverage/**',
      'data/**',
      '!.storybook',
      'examples/**/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Security (docs/security.md, ASVS 1.3.2, 3.2.2, 6.5.3): no code run from strings, no HTML put in the
    // page from strings (React renders text), and no guessable randomness: crypto's generators, or the feed
    // simulator's seeded one where a run must replay.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      'no-restricted-properties': ['error', noMathRandom],
      'no-restricted-syntax': ['error', noHtmlFromStrings],
    },
  },
  {
    // Issue 15: the app calls the APIs only through the contract (callEndpoint), so every request is typed.
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['packages/app/src/api/api.ts', 'packages/app/src/api/contractClient.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', noHtmlFromStrings, ...rawApiCalls],
    },
  },
  {
    // ADR 0041: the requests themselves are made inside api/ only (the API client, and the web-vitals
    // beacon, which cannot go through it); elsewhere the app calls the typed calls api/ exports.
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/app/src/api/**',
      'packages/app/src/testing/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ky', message: 'Requests are made inside api/ only (ADR 0041): call a typed call.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Requests are made inside api/ only (ADR 0041): call a typed call.' },
        {
          name: 'XMLHttpRequest',
          message: 'Requests are made inside api/ only (ADR 0041): call a typed call.',
        },
      ],
      'no-restricted-properties': [
        'error',
        noMathRandom,
        {
          object: 'navigator',
          property: 'sendBeacon',
          message: 'Requests are made inside api/ only (ADR 0041): see api/webVitals.ts.',
        },
      ],
    },
  },
  {
    // Pages' scripts: the partner example and the benchmark's page run in the browser.
    files: ['examples/**/*.js', 'scripts/bench/*-page/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/*/src/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['packages/domain/src/**'],
    rules: restrict({
      own: '@exchange/domain',
      forbidden: [...browserPackages, '@exchange/server', 'react'],
      paths: appOnly,
    }),
  },
  {
    files: ['packages/design-system/src/**'],
    rules: restrict({
      own: '@exchange/design-system',
      forbidden: ['@exchange/betting-widgets', '@exchange/app', '@exchange/server'],
      paths: [...appOnly, domainBrandsOnly],
    }),
  },
  {
    files: ['packages/betting-widgets/src/**'],
    rules: restrict({
      own: '@exchange/betting-widgets',
      forbidden: ['@exchange/app', '@exchange/server'],
      paths: appOnly,
    }),
  },
  {
    files: ['packages/app/src/**'],
    rules: restrict({ own: '@exchange/app', forbidden: ['@exchange/server'] }),
  },
  {
    files: ['packages/server/src/**'],
    rules: restrict({ own: '@exchange/server', forbidden: browserPackages, paths: appOnly }),
  },
  {
    // The server's socket tests play the browser's part: socket.io-client only, only in tests (and the
    // match rooms' test client they share).
    files: ['packages/server/src/**/*.test.ts', 'packages/server/src/testing/matchRoomClient.ts'],
    rules: restrict({
      own: '@exchange/server',
      forbidden: browserPackages,
      paths: appOnly.filter((path) => path.name !== 'socket.io-client'),
    }),
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: testFiles,
    rules: floor(fromTests),
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [...testFiles, ...httpEdge],
    rules: floor(fromTests, fromHttp),
  },
  {
    files: handlerFiles,
    ignores: testFiles,
    rules: floor(fromTests, fromDatabase),
  },
  {
    // Issue 19: the built-in casino provider talks to the exchange only over HTTP (the signed wallet
    // protocol), never through its code; it borrows the design system for the look.
    files: ['packages/casino-provider/src/**'],
    rules: restrict({
      own: '@exchange/casino-provider',
      forbidden: ['@exchange/server', '@exchange/app', '@exchange/betting-widgets'],
      paths: appOnly,
    }),
  },
  ...storybook.configs['flat/recommended'],
);
