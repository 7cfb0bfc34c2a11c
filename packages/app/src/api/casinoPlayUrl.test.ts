import { refusalCatalog } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { apiConfig } from '../config.ts';
import { createApi } from './api.ts';
import { casinoPlayUrl } from './casinoInt.ts';

/**
 * ASVS 1.2.2: the play URL a provider gave goes into the game's frame only with a safe scheme. Any other
 * rejects the launch with the refusal's message, which the lobby shows instead of opening a frame.
 */

const config = apiConfig({}, 'http://exchange.test');

/** The app's API over a fetch that answers every launch with this play URL. */
function apiAnswering(url: string) {
  return createApi(config, {
    accessToken: async () => 'access',
    onErrorResponse: () => undefined,
    onBetLoading: () => undefined,
    fetch: async () =>
      new Response(JSON.stringify({ error: false, message: 'Play URL', data: { url } }), {
        headers: { 'content-type': 'application/json' },
      }),
  });
}

const launchFrom = (lobbyUrl: string) => ({ gameCode: 'slot:lucky-reels', lobbyUrl, isMobile: false });
const site = 'https://royal.example.com/casino-int/slot';
const demo = 'http://localhost:3000/casino-int/slot';

describe("a provider's play URL (ASVS 1.2.2)", () => {
  it('frames an https play URL', async () => {
    const url = 'https://games.example/play/lucky-reels?token=t';
    await expect(casinoPlayUrl(apiAnswering(url), launchFrom(site))).resolves.toBe(url);
  });

  it('refuses a javascript:, data: or plain http play URL with the refusal message, framing nothing', async () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://games.example/play/lucky-reels',
    ]) {
      await expect(casinoPlayUrl(apiAnswering(url), launchFrom(site)), url).rejects.toThrow(
        refusalCatalog.casino_launch_url_unsafe,
      );
    }
  });

  it("frames the built-in provider's plain http on this machine only while the lobby is on this machine too", async () => {
    const builtin = 'http://localhost:3002/play/lucky-reels?token=t';
    await expect(casinoPlayUrl(apiAnswering(builtin), launchFrom(demo))).resolves.toBe(builtin);
    await expect(casinoPlayUrl(apiAnswering(builtin), launchFrom(site))).rejects.toThrow(
      refusalCatalog.casino_launch_url_unsafe,
    );
  });

  it("frames the built-in provider on the plain http lobby's own host, opened from another machine", async () => {
    const lan = 'http://192.168.1.5:3000/casino-int/slot';
    const builtin = 'http://192.168.1.5:3002/play/lucky-reels?token=t';
    await expect(casinoPlayUrl(apiAnswering(builtin), launchFrom(lan))).resolves.toBe(builtin);
    // Another host in the clear is still refused, and so is the lobby's host from an https lobby.
    for (const [url, lobby] of [
      ['http://192.168.1.9:3002/play/lucky-reels', lan],
      ['http://royal.example.com:3002/play/lucky-reels', site],
    ] as const) {
      await expect(casinoPlayUrl(apiAnswering(url), launchFrom(lobby)), url).rejects.toThrow(
        refusalCatalog.casino_launch_url_unsafe,
      );
    }
  });
});
