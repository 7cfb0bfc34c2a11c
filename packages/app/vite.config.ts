import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import rootConfig from '../../vite.config.ts';
import { precompress } from './precompress.ts';

/**
 * The player app's build: the repo's Vite setup (React, vanilla-extract, the source export condition)
 * with this folder as the root. The server serves `dist/` at `/` (`npm start` builds it when stale).
 */
export default mergeConfig(
  rootConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: '/',
    plugins: [precompress()],
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  }),
);
