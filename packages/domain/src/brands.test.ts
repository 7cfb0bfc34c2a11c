import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { brandNames, brandOfHost, defaultBrand, isBrandName, resolveBrand } from './brands.ts';

// The rule's examples, in one brand; every brand is checked below.
const hosts = [
  ['royal.example.com', 'royal'],
  ['royal.localhost', 'royal'],
  ['royal.localhost:3000', 'royal'],
  ['ROYAL.Example.COM', 'royal'],
  ['default.example.com', 'default'],
  ['www.royal.com', 'default'],
  ['unknown.example.com', 'default'],
  ['localhost', 'default'],
  ['localhost:3000', 'default'],
  ['127.0.0.1', 'default'],
  ['192.168.1.20:8080', 'default'],
  ['[::1]', 'default'],
  ['[::1]:3000', 'default'],
  ['', 'default'],
  ['royalty.example.com', 'default'],
  ['constructor.example.com', 'default'],
] as const;

describe('resolveBrand', () => {
  it.each(hosts)('%s -> %s', (hostname, brand) => {
    expect(resolveBrand(hostname)).toBe(brand);
  });

  it("gives every brand to its own host's first label", () => {
    for (const brand of brandNames) expect(resolveBrand(`${brand}.example.com`)).toBe(brand);
  });
});

describe('isBrandName', () => {
  it('knows the brands and nothing else', () => {
    expect(brandNames.filter(isBrandName)).toEqual(brandNames);
    for (const name of ['', 'Royal', 'acme', 'toString', null, 3]) expect(isBrandName(name)).toBe(false);
    expect(isBrandName(defaultBrand)).toBe(true);
  });
});

describe('brandOfHost', () => {
  it("runs from its source alone, as index.html's script runs it", () => {
    const run = (hostname: string) =>
      runInNewContext(`(${brandOfHost.toString()})(hostname, names, fallback)`, {
        hostname,
        names: [...brandNames],
        fallback: defaultBrand,
      }) as string;
    for (const [hostname, brand] of hosts) expect(run(hostname), hostname).toBe(brand);
  });
});
