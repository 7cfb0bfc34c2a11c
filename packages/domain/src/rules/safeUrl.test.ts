import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, plainHttpFor, safeUrl } from './safeUrl.ts';

/** Schemes that run script, show a document of their own, or travel in the clear. */
const unsafeSchemes = ['javascript', 'vbscript', 'data', 'http', 'file', 'ftp', 'blob'];

/** What the URL parser drops before reading a scheme: leading C0 controls and spaces. */
const leadingJunk = fc.array(
  fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)),
  { maxLength: 4 },
);

/** A word with tabs and newlines slipped in: the parser removes them, so `java\tscript` is `javascript`. */
const withTabsAndNewlines = (word: string) =>
  fc
    .array(fc.constantFrom('', '', '', '\t', '\n', '\r'), { minLength: word.length, maxLength: word.length })
    .map((gaps) => [...word].map((letter, index) => `${gaps[index] ?? ''}${letter}`).join(''));

/** An unsafe scheme in any letter case, behind junk the browser ignores, with whatever follows. */
const disguisedUnsafeUrl = fc
  .tuple(
    leadingJunk,
    fc.constantFrom(...unsafeSchemes).chain((scheme) => fc.mixedCase(fc.constant(scheme))),
    fc.constantFrom('alert(1)', '//evil.example/x.png', ',<script>alert(1)</script>', 'text/html,<b>'),
  )
  .chain(([junk, scheme, rest]) =>
    withTabsAndNewlines(scheme).map((spelled) => `${junk.join('')}${spelled}:${rest}`),
  );

describe('safeUrl (ASVS 1.2.2: a URL taken from data is used only with a safe scheme)', () => {
  it('keeps an https URL and a path from the root of our own origin', () => {
    expect(safeUrl('https://cdn.example/art/lucky-reels.png')).toBe(
      'https://cdn.example/art/lucky-reels.png',
    );
    expect(safeUrl('HTTPS://Cdn.Example/x.png')).toBe('https://cdn.example/x.png');
    expect(safeUrl('/img/x.png')).toBe('/img/x.png');
    expect(safeUrl('/api/welcome-image/7?v=2#top')).toBe('/api/welcome-image/7?v=2#top');
  });

  it('refuses javascript:, vbscript:, data: and plain http:, whatever their letter case', () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://cdn.example/x.png',
      'HTTP://cdn.example/x.png',
    ]) {
      expect(safeUrl(url), url).toBeUndefined();
    }
  });

  it('refuses a scheme behind leading spaces or control characters, or split by a tab or newline', () => {
    for (const url of [
      ' javascript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u0001\u001f javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'jav\r\nascript:alert(1)',
      '\t data:text/html,x',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeUndefined();
    }
  });

  it('refuses another host without a scheme of its own, and paths that depend on the page', () => {
    for (const url of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '\\\\evil.example',
      'https:evil.example',
    ]) {
      expect(safeUrl(url), url).toBeUndefined();
    }
    for (const url of ['x.png', '../x.png', '?next=1', '#top', '', ' ', 'http://[bad']) {
      expect(safeUrl(url), url).toBeUndefined();
    }
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
  });

  it('takes plain http to this machine only when asked: the built-in provider beside a development server', () => {
    expect(safeUrl('http://localhost:3002/play/lucky-reels')).toBeUndefined();
    for (const url of [
      'http://localhost:3002/art/x.svg',
      'http://127.0.0.1:41234/x',
      'http://[::1]:3002/x',
    ]) {
      expect(safeUrl(url, { loopbackHttp: true }), url).toBe(url);
    }
    for (const url of ['http://cdn.example/x.png', 'http://localhost.evil.example/x', 'http://10.0.0.1/x']) {
      expect(safeUrl(url, { loopbackHttp: true }), url).toBeUndefined();
    }
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('127.0.0.2')).toBe(false);
  });

  it("takes plain http to a plain http page's own host: the demo opened from another machine", () => {
    const lan = plainHttpFor({ protocol: 'http:', hostname: '192.168.1.5' });
    expect(safeUrl('http://192.168.1.5:3002/play/lucky-reels', lan)).toBe(
      'http://192.168.1.5:3002/play/lucky-reels',
    );
    expect(
      safeUrl(
        'HTTP://Royal.Localhost:3002/x',
        plainHttpFor({ protocol: 'http:', hostname: 'royal.localhost' }),
      ),
    ).toBe('http://royal.localhost:3002/x');
    for (const url of [
      'http://192.168.1.9:3002/x',
      'http://192.168.1.5.evil.example/x',
      'javascript:alert(1)',
    ]) {
      expect(safeUrl(url, lan), url).toBeUndefined();
    }
    // An https page takes no plain http of its own host: its frames and images stay encrypted.
    const secure = plainHttpFor({ protocol: 'https:', hostname: 'royal.example.com' });
    expect(secure).toEqual({ loopbackHttp: false });
    expect(safeUrl('http://royal.example.com:3002/x', secure)).toBeUndefined();
    expect(plainHttpFor({ protocol: 'http:', hostname: 'localhost' })).toEqual({
      loopbackHttp: true,
      httpHost: 'localhost',
    });
  });

  it("takes an inline picture or the page's object URL for an image only, never an inline document", () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    const blob = 'blob:http://localhost:3000/0b5e2d5e-4c3a-4c59-9f3e-8d7d6a1f1e11';
    for (const url of [png, svg, blob]) {
      expect(safeUrl(url, { image: true }), url).toBe(url);
      expect(safeUrl(url), url).toBeUndefined();
    }
    for (const url of ['data:text/html,<script>alert(1)</script>', 'data:image/svg', 'javascript:alert(1)']) {
      expect(safeUrl(url, { image: true }), url).toBeUndefined();
    }
  });

  it('refuses every unsafe scheme however it is disguised, with every option', () => {
    fc.assert(
      fc.property(disguisedUnsafeUrl, (url) => {
        expect(safeUrl(url)).toBeUndefined();
        // Loopback http and inline images aside, which the options exist to let through.
        const rest = safeUrl(url, { loopbackHttp: true, image: true });
        expect(rest === undefined || /^(?:data:image\/|blob:|http:\/\/localhost\/)/i.test(rest)).toBe(true);
      }),
    );
  });

  it('answers only https or a path from our root for any text, and reads its own answer the same', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.webUrl({ validSchemes: ['https', 'http', 'ftp', 'javascript', 'data'], withFragments: true }),
      fc
        .tuple(fc.constantFrom('/', '//', '/\\', '\\', ' /', 'https:', 'https://'), fc.string())
        .map(([start, rest]) => `${start}${rest}`),
    );
    fc.assert(
      fc.property(anyText, (url) => {
        const safe = safeUrl(url);
        if (safe === undefined) return;
        expect(safe.startsWith('https://') || (safe.startsWith('/') && !safe.startsWith('//'))).toBe(true);
        expect(safeUrl(safe)).toBe(safe);
      }),
    );
  });

  it('keeps every https URL as https', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          expect(safeUrl(url)).toMatch(/^https:\/\/[^/]/);
        },
      ),
    );
  });
});
