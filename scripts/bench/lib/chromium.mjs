// Chromium for browser benchmarks: Debian's binary and the repository's flags (chromium.config.ts).
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';

export async function launchChromium() {
  const { chromiumArgs, chromiumPath } = await tsImport('../../../chromium.config.ts', import.meta.url);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
