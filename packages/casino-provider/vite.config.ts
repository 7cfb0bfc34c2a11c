import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import rootConfig from '../../vite.config.ts';

/**
 * The provider's game page: the repo's Vite setup (React, vanilla-extract, the source export condition)
 * with this folder as the root. The provider's server serves `dist/` (`npm start` builds it when stale);
 * `public/` holds the games' artwork that the operator's lobby shows.
 */
export default mergeConfig(
  rootConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: '/',
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  }),
);
