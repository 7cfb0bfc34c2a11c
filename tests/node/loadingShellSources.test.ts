import { brandNames } from '@exchange/domain';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const rootDir = join(import.meta.dirname, '../..');
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

/**
 * The app's build writes each brand's loading screen into index.html (brandStyles.ts), running the design
 * system's and the domain's modules through Vite. A fresh clone has no package builds, and `npm start`
 * failed there ("Failed to resolve entry for package @exchange/domain") while every test passed: the test
 * run builds the packages first. Here the same screens are made in a process that may not load any build.
 */
describe("the build's loading screens", () => {
  it("are made from the packages' sources, as on a fresh clone without their builds", async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', fixture('noPackageBuilds.mjs'), '--import', 'tsx', fixture('printLoadingShells.ts')],
      { cwd: rootDir },
    );
    expect(JSON.parse(stdout)).toEqual([...brandNames]);
  });
});
