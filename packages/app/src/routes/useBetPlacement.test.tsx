import type { ToastApi } from '@exchange/design-system';
import { betFromSelection, type PriceSelection } from '@exchange/betting-widgets';
import { messages, toMinor } from '@exchange/domain';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { apiConfig } from '../config.ts';
import { createServices, ServicesContext } from '../services.ts';
import { sessionStorageFor } from '../session/storage.ts';
import { balanceAtom } from '../state/atoms.ts';
import { priceMoveAtom } from '../state/betting.ts';
import { useBetPlacement, type BetPlacementOptions } from './useBetPlacement.ts';

/** The bet flow every bet screen shares, over a fake bet API: what the player sees and what is sent. */

const origin = 'http://exchange.test';
const matchId = 56767;

/** A back of Player A on the table's market, as a price click gives it. */
const selection: PriceSelection = {
  matchId,
  marketId: 'm1',
  marketName: 'Winner',
  selectionId: 1,
  runnerName: 'Player A',
  side: 'back',
  odds: 1.98,
  betOn: 'CASINO',
  volume: undefined,
  oddsType: undefined,
  gtype: undefined,
  fancyStatus: undefined,
};

/** The bet API's record of a placed bet. */
const held = (stack: number) => ({
  matchId,
  marketId: 'm1',
  marketName: 'Winner',
  selectionId: 1,
  runnerName: 'Player A',
  odds: 1.98,
  stack,
  isBack: true,
  betOn: 'CASINO',
  _id: `b${stack}`,
  status: 'match',
  createdAt: '2026-12-05T10:00:00.000Z',
});

type Answer = { status?: number; body: unknown };

/** The services over a fake server: each path's answer, every request kept. */
function fakeServices(answers: Record<string, Answer>) {
  sessionStorageFor(localStorage, 'player').save({
    token: 'player-token',
    refreshToken: 'player-refresh',
    sessionId: 'player-session',
    userType: 'user',
  });
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const answer = answers[new URL(request.url).pathname] ?? {
      body: { error: false, message: '', data: null },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const toast = { success: vi.fn(), error: vi.fn(), show: vi.fn(), dismiss: vi.fn() };
  const site = {
    localStorage,
    location: { pathname: `/casino/teen20/${matchId}`, reload: vi.fn(), assign: vi.fn() },
    matchMedia: (query: string) => window.matchMedia(query),
  } as unknown as Window;
  const config = apiConfig({ VITE_SOCKET_URL: 'http://127.0.0.1:9' }, origin);
  const services = createServices(config, toast as unknown as ToastApi, site);
  return { services, requests, toast };
}

const placed = (stack: number) => ({
  body: { error: false, message: 'Bet placed', data: { exposer: stack, profitlist: [], bet: held(stack) } },
});

/** A bet screen reduced to the flow: a price, the slip's state, its Place, the open bets. */
function BetScreen(options: BetPlacementOptions) {
  const { props } = useBetPlacement(options);
  const { slip } = props;
  return (
    <>
      <button type="button" onClick={() => props.onSelectPrice(selection)}>
        Back Player A
      </button>
      <p>Slip: {slip ? `${slip.status}${slip.error ? ` (${slip.error})` : ''}` : 'closed'}</p>
      <button
        type="button"
        onClick={() => slip && props.onPlaceBet(betFromSelection(slip.selection, toMinor(100)))}
      >
        Place
      </button>
      <button type="button" onClick={() => props.onOneClickChange({ enabled: true, stake: 500 })}>
        One-click at 500
      </button>
      <ul aria-label="Open bets">
        {props.bets.map((bet) => (
          <li key={bet.id}>{`${bet.runnerName} ${bet.stake / 100}`}</li>
        ))}
      </ul>
    </>
  );
}

async function renderScreen(answers: Record<string, Answer>, options: BetPlacementOptions = { matchId }) {
  const fake = fakeServices(answers);
  await render(
    <ServicesContext.Provider value={fake.services}>
      <Provider store={fake.services.store}>
        <BetScreen {...options} />
      </Provider>
    </ServicesContext.Provider>,
  );
  return fake;
}

const bodiesTo = async (requests: Request[], pathname: string) =>
  Promise.all(
    requests
      .filter((request) => new URL(request.url).pathname === pathname)
      .map(async (request) => (await request.clone().json()) as Record<string, unknown>),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useBetPlacement', () => {
  it('opens a slip on a price; its bet is sent once with a key, joins the open bets and moves the exposure', async () => {
    const { services, requests, toast } = await renderScreen({ '/bet/placebet': placed(100) });
    await expect.element(page.getByText('Slip: closed')).toBeVisible();
    await page.getByRole('button', { name: 'Back Player A' }).click();
    await expect.element(page.getByText('Slip: idle')).toBeVisible();
    await page.getByRole('button', { name: 'Place' }).click();

    await expect.element(page.getByText('Slip: done')).toBeVisible();
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Player A 100');
    expect(services.store.get(balanceAtom).exposure).toBe(toMinor(100));
    expect(toast.success).toHaveBeenCalledWith(messages.betPlaced);
    const [sent, ...more] = await bodiesTo(requests, '/bet/placebet');
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ runnerName: 'Player A', stack: 100, isBack: true });
    expect(sent?.['idempotencyKey']).toMatch(/^[0-9a-f]{32}$/);
    // A casino table has no in-play delay: no price choice goes with its bets.
    expect(sent).not.toHaveProperty('acceptBetterPrice');
  });

  it("fails the slip with the server's words when the bet is refused", async () => {
    const refusal = {
      error: true,
      code: 'insufficient_balance',
      message: 'Insufficient balance',
      data: null,
    };
    await renderScreen({ '/bet/placebet': { status: 400, body: refusal } });
    await page.getByRole('button', { name: 'Back Player A' }).click();
    await page.getByRole('button', { name: 'Place' }).click();
    await expect.element(page.getByText('Slip: fail (Insufficient balance)')).toBeVisible();
    await expect.element(page.getByRole('listitem')).not.toBeInTheDocument();
  });

  it('places at once at the one-click stake, with no slip, when one-click betting is on', async () => {
    const { requests } = await renderScreen({ '/bet/placebet': placed(500) });
    await page.getByRole('button', { name: 'One-click at 500' }).click();
    await page.getByRole('button', { name: 'Back Player A' }).click();
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Player A 500');
    await expect.element(page.getByText('Slip: closed')).toBeVisible();
    expect(await bodiesTo(requests, '/bet/placebet')).toMatchObject([{ stack: 500 }]);
  });

  it("sends the player's in-play price choice with each bet where the page asks (the odds page)", async () => {
    const { services, requests } = await renderScreen(
      { '/bet/placebet': placed(100) },
      { matchId, initialSelection: selection, withPriceMove: true },
    );
    services.store.set(priceMoveAtom, { acceptBetterPrice: false, waitIfPriceWorse: true });
    // The page was opened with a price: its slip is open already.
    await expect.element(page.getByText('Slip: idle')).toBeVisible();
    await page.getByRole('button', { name: 'Place' }).click();
    await expect.element(page.getByText('Slip: done')).toBeVisible();
    expect(await bodiesTo(requests, '/bet/placebet')).toMatchObject([
      { acceptBetterPrice: false, waitIfPriceWorse: true },
    ]);
  });

  it("reads the match's open bets again when the balance is pushed (a bet matched or settled)", async () => {
    const { services } = await renderScreen({
      '/bet/bets': { body: { error: false, message: '', data: [held(300)] } },
    });
    services.store.set(balanceAtom, (balance) => ({ ...balance, balance: toMinor(900) }));
    await expect.element(page.getByRole('listitem')).toHaveTextContent('Player A 300');
  });
});
