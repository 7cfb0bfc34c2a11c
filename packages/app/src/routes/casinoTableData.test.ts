import { describe, expect, it } from 'vitest';
import { tableLimits } from './casinoTableData.ts';

describe("a casino table's stake limits in the slip", () => {
  it("are the game's own when no casino sport row is set (what the server enforces)", () => {
    expect(tableLimits('lucky7', undefined)).toEqual({ min: 10, max: 50_000 });
  });

  it("are narrowed, never widened, by the casino sport's row", () => {
    expect(tableLimits('lucky7', { minBet: 100, maxBet: 1_00_000 })).toEqual({ min: 100, max: 50_000 });
    expect(tableLimits('lucky7', { minBet: 1, maxBet: 5_000 })).toEqual({ min: 10, max: 5_000 });
  });
});
