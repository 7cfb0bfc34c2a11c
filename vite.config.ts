import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * Workspace packages export `./src/index.ts` under this condition and `./dist` otherwise, so the repo runs
 * on sources (no alias lists) while the published package runs on its build.
 */
export const sourceCondition = '@exchange/source';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  // vanilla-extract's style compiler replaces `ssr` with its own settings but keeps `environments`: without
  // this, a `.css.ts` importing another workspace package's tokens resolves that package's built `dist/`
  // (other variable names) instead of its source.
  environments: { ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } } },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'radix-ui',
      'clsx',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
      '@storybook/react-dom-shim',
      '@storybook/react-vite',
      'storybook/test',
      'axe-core',
      'vitest-browser-react',
    ],
  },
});
