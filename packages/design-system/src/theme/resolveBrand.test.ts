import { describe, expect, it } from 'vitest';
import { resolveBrand } from './resolveBrand.ts';

describe('resolveBrand', () => {
  it.each([
    ['royal.example.com', 'royal'],
    ['lotus.example.com', 'lotus'],
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
  ])('%s -> %s', (hostname, brand) => {
    expect(resolveBrand(hostname)).toBe(brand);
  });
});
