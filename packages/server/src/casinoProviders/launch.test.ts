import { brandNames } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { brandOfUrl } from './launch.ts';

const quietLog = () => ({ warn: vi.fn() });

describe("a casino game's brand", () => {
  it("is the brand of the lobby's host, for every brand", () => {
    const log = quietLog();
    for (const brand of brandNames) {
      expect(brandOfUrl(`https://${brand}.example.com/casino-int/slot`, log)).toBe(brand);
      expect(brandOfUrl(`http://${brand}.localhost:3000/casino-int/slot`, log)).toBe(brand);
    }
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('is the default brand, quietly, for a site whose host names no brand', () => {
    const log = quietLog();
    for (const lobby of ['https://www.example.com/casino', 'http://127.0.0.1:3000/', 'http://[::1]:3000/'])
      expect(brandOfUrl(lobby, log)).toBe('default');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('is the default brand for a lobby_url that is no URL, and the log says so', () => {
    const log = quietLog();
    expect(brandOfUrl('casino-int/slot', log)).toBe('default');
    expect(log.warn).toHaveBeenCalledWith(
      { lobbyUrl: 'casino-int/slot' },
      'A casino launch has a lobby_url that is no URL: its game opens in the default brand',
    );
  });
});
