import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineFavicon } from '../../packages/app/inlineFavicon.ts';

const svgFile = fileURLToPath(new URL('../../packages/app/favicon.svg', import.meta.url));

function transform(html: string): string {
  const { handler } = inlineFavicon(svgFile).transformIndexHtml as unknown as {
    handler: (html: string) => string;
  };
  return handler(html);
}

describe('the favicon in index.html', () => {
  it('is the icon itself, as a data URL the browser draws without a request', () => {
    const page = transform('<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>');
    const href = /href="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="#72bbef"');
    expect(page).not.toContain('/favicon.svg');
  });

  it('fails the build when index.html has no icon link to fill in', () => {
    expect(() => transform('<head></head>')).toThrow(/no icon link/);
  });
});
