import { afterAll, describe, expect, it } from 'vitest';
import { casinoLaunchTokens } from '../db/casinoProviderSchema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { startTestProvider } from '../testing/casinoProvider.ts';

/**
 * ASVS 1.2.2: a provider's URLs reach the page only with a safe scheme. Its game art is kept when https
 * (the game without it otherwise), and a game opens only at an https address; plain http is let through
 * to this machine outside production alone, where the built-in provider runs beside `npm start`.
 */

const hostile = await startTestProvider([
  {
    gameCode: 'lucky-reels',
    name: 'Lucky Reels',
    category: 'Slots',
    image: 'javascript:alert(1)',
    type: 'slot',
  },
  { gameCode: 'vb-reels', name: 'VB Reels', category: 'Slots', image: ' VBScript:msgbox(1)', type: 'slot' },
  {
    gameCode: 'page',
    name: 'Page',
    category: 'Slots',
    image: 'data:text/html,<script>1</script>',
    type: 'slot',
  },
  { gameCode: 'plain', name: 'Plain', category: 'Slots', image: 'http://cdn.example/p.png', type: 'slot' },
  { gameCode: 'other', name: 'Other', category: 'Slots', image: '//evil.example/o.png', type: 'slot' },
  { gameCode: 'secure', name: 'Secure', category: 'Slots', image: 'https://cdn.example/s.png', type: 'slot' },
]);
const development = await createTestApp({ casinoProviders: [hostile.provider] });
const production = await createTestApp({
  env: { NODE_ENV: 'production' },
  casinoProviders: [hostile.provider],
});
afterAll(async () => {
  await development.close();
  await production.close();
  await hostile.close();
});

async function lobby(t: TestApp, session: string) {
  const answer = await t.call('GET', '/api/get-casino-int-games', { token: session });
  expect(answer.status).toBe(200);
  const { result } = answer.body.data as { result: { gameCode: string; image: string }[] };
  return Object.fromEntries(result.map((game) => [game.gameCode, game.image]));
}

const launch = (t: TestApp, session: string) =>
  t.call('POST', '/api/get-cas-casino-play-url', {
    token: session,
    body: {
      gameCode: 'slot:lucky-reels',
      lobby_url: 'https://royal.example.com/',
      ipAddress: '',
      isMobile: false,
    },
  });

describe("a provider's URLs (ASVS 1.2.2)", () => {
  it("serves a provider's games whose images are javascript: or not https without the image, keeping the games", async () => {
    const session = await development.signIn(await development.createUser({ role: 'user' }));
    expect(await lobby(development, session)).toEqual({
      'slot:lucky-reels': '',
      'slot:vb-reels': '',
      'slot:page': '',
      'slot:plain': '',
      'slot:other': '',
      'slot:secure': 'https://cdn.example/s.png',
    });
    // The game itself still opens: only its art was left out.
    const opened = await launch(development, session);
    expect(opened.status).toBe(200);
    expect((opened.body.data as { url: string }).url).toMatch(
      `${hostile.provider.baseUrl}/play/lucky-reels?`,
    );
  });

  it('refuses a launch URL that is not https (plain http in production) with 502, keeping no launch token', async () => {
    const player = await production.createUser({ role: 'user' });
    const refused = await launch(production, await production.signIn(player));
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({
      code: 'casino_launch_url_unsafe',
      message: 'This game provider gave an address that is not secure (https), so the game cannot open',
    });
    expect(await production.database.db.select().from(casinoLaunchTokens)).toEqual([]);
  });
});
