import { describe, expect, it } from 'vitest';
import { isCasinoPlayPath, waitUntilDue } from './casinoPlay.ts';

describe('isCasinoPlayPath', () => {
  it.each([
    '/casino-in/live-dmd',
    '/casino-games',
    '/casino-list/LC/4/35',
    '/casinol/teenpatti',
    '/casino-int',
    '/casino-int/slot',
    '/casino/teen20/1001',
    '/casino/dtl20',
  ])('watches %s', (path) => {
    expect(isCasinoPlayPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/casino/result',
    '/casino/result/1001',
    '/casino-bets',
    '/casinoreport',
    '/deposit',
    '/casinos',
  ])('leaves %s alone', (path) => {
    expect(isCasinoPlayPath(path)).toBe(false);
  });
});

describe('waitUntilDue', () => {
  const now = Date.parse('2026-11-26T14:00:00.000Z');

  it('waits until the check is due', () => {
    expect(waitUntilDue('2026-11-26T14:30:00.000Z', now)).toBe(30 * 60_000);
  });

  it('waits a few seconds at least, when this clock is ahead of the server', () => {
    expect(waitUntilDue('2026-11-26T13:59:00.000Z', now)).toBe(5_000);
  });

  it('never asks a timer for more than it can wait', () => {
    expect(waitUntilDue('2027-11-26T14:00:00.000Z', now)).toBe(2 ** 31 - 1);
  });
});
