import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { sameAsBaseline } from '../visual/sameAsBaseline.ts';

/** A width x height PNG of one colour, with one pixel of another at (x, y) when given. */
async function png(width: number, height: number, dot?: { x: number; y: number }): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4, 255);
  if (dot) data.writeUInt32BE(0xff0000ff, (dot.y * width + dot.x) * 4);
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const root = mkdtempSync(join(tmpdir(), 'same-as-baseline-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'tests/visual/__screenshots__'), { recursive: true });

/** The command as Vitest calls it from tests/visual/x.test.tsx, its capture answering `shot`. */
function ask(name: string, shot: Buffer) {
  const context = {
    testPath: join(root, 'tests/visual/x.test.tsx'),
    project: { config: { root } },
    triggerCommand: (command: string, _name: string, options: { element: string }) => {
      expect(command).toBe('__vitest_takeScreenshot');
      expect(options.element).toBe('[data-testid="sheet"]');
      return Promise.resolve({ buffer: shot });
    },
  };
  return (sameAsBaseline as unknown as (c: unknown, n: string, s: string) => Promise<boolean>)(
    context,
    name,
    '[data-testid="sheet"]',
  );
}

describe('sameAsBaseline (the visual tests exact first look)', () => {
  it('says yes only for the same pixels, however the PNG was encoded', async () => {
    writeFileSync(join(root, 'tests/visual/__screenshots__/plain.png'), await png(40, 30));
    // Another encoder's bytes for the same pixels are still the same picture.
    const reencoded = await sharp(await png(40, 30))
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await ask('plain', reencoded)).toBe(true);
    expect(await ask('plain', await png(40, 30, { x: 39, y: 29 }))).toBe(false);
    expect(await ask('plain', await png(40, 31))).toBe(false);
  });

  it('says no without a baseline, so toMatchScreenshot writes or reports it', async () => {
    expect(await ask('missing', await png(4, 4))).toBe(false);
  });
});
