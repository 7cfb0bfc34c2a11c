import { describe, expect, it } from 'vitest';
import { describeAccept, formatBytes, matchesAccept } from './fileRules.ts';

const file = (name: string, type: string) => ({ name, type });

describe('matchesAccept', () => {
  it.each([
    [file('slip.png', 'image/png'), ['image/png', 'image/jpeg'], true],
    [file('slip.JPG', 'image/jpeg'), ['.png', '.jpg', '.jpeg'], true],
    [file('slip.webp', 'image/webp'), ['image/*'], true],
    [file('slip.gif', 'image/gif'), ['image/png', 'image/jpeg'], false],
    [file('slip.pdf', 'application/pdf'), ['.png', '.jpg', '.jpeg'], false],
    // A renamed file keeps its real type; an extension rule trusts the name, a MIME rule the type.
    [file('slip.png', 'application/pdf'), ['image/png'], false],
    [file('anything.bin', ''), [], true],
  ])('%o against %o is %s', (candidate, accept, expected) => {
    expect(matchesAccept(candidate, accept)).toBe(expected);
  });
});

describe('describeAccept', () => {
  it.each([
    [['.png', '.jpg', '.jpeg'], 'png, jpg and jpeg'],
    [['image/png', 'image/jpeg'], 'png and jpeg'],
    [['image/png', '.png'], 'png'],
    [['image/*', 'application/pdf'], 'image and pdf'],
    [['image/svg+xml'], 'svg'],
  ])('%o reads as "%s"', (accept, expected) => {
    expect(describeAccept(accept)).toBe(expected);
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 bytes'],
    [2048, '2 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('%i is %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});
