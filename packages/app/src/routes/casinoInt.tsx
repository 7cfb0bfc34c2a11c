import {
  balanceFromWire,
  casinoProviderKeys,
  casinoProviderName,
  closedCasinoProviderPath,
} from '@exchange/domain';
import { useCallback, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { userBalance } from '../api/calls.ts';
import { casinoPlayUrl, internationalGames } from '../api/casinoInt.ts';
import {
  CasinoIntScreen,
  type InternationalGame,
  type PlayingGame,
} from '../screens/casino/international/CasinoIntScreen.tsx';
import { useServices } from '../services.ts';
import { balanceAtom } from '../state/atoms.ts';
import { useKeyedLoad } from './useKeyedLoad.ts';
import { errorMessage } from '../forms/useSubmission.ts';

/** The lobby of one provider: `/casino-int/{providerKey}`. */
export const internationalLobbyPath = (providerKey: string) =>
  `/casino-int/${encodeURIComponent(providerKey)}`;

/** Whether a key names one of spec 3's providers (a link to one this site does not open says it is closed). */
const isProviderKey = (key: string) => (casinoProviderKeys as readonly string[]).includes(key);

/**
 * `/casino-int/{type}?category={id}`: the international casino and slots. `{type}` is the provider's key
 * (none, or no provider's, goes to the first one the site opens; a provider it does not open, to the page
 * saying it is closed) and `category` one of its categories.
 * A tile asks get-cas-casino-play-url for the game's play URL and shows it full screen; EXIT comes back
 * here and reads the balance again, which the game's bets and wins have moved.
 */
export function Component() {
  const { type = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const services = useServices();
  const { api, toast, store } = services;
  const load = useCallback(() => internationalGames(api, type), [api, type]);
  const lobby = useKeyedLoad(`casino-int:${type}`, load);
  const [playing, setPlaying] = useState<PlayingGame | null>(null);
  // Which launch is current: an answer for a game already left (EXIT while it started) is dropped.
  const launch = useRef(0);

  const open = async (game: InternationalGame) => {
    const attempt = ++launch.current;
    setPlaying({ name: game.name });
    try {
      const url = await casinoPlayUrl(api, {
        gameCode: game.gameCode,
        lobbyUrl: window.location.href,
        isMobile: services.isMobile(),
      });
      if (launch.current === attempt) setPlaying({ name: game.name, url });
    } catch (error) {
      if (launch.current !== attempt) return;
      setPlaying(null);
      toast.error(errorMessage(error));
    }
  };

  const exit = () => {
    launch.current += 1;
    setPlaying(null);
    userBalance(api).then(
      (balance) => store.set(balanceAtom, balanceFromWire(balance)),
      (error: unknown) => toast.error(errorMessage(error)),
    );
  };

  const data = lobby.status === 'ready' ? lobby.value : null;
  const providers = (data?.providers ?? []).map((provider) => ({
    key: provider.key,
    name: provider.name || casinoProviderName(provider.key),
  }));
  const first = providers[0];
  if (data && !providers.some((provider) => provider.key === type)) {
    if (isProviderKey(type)) return <Navigate to={closedCasinoProviderPath(type)} replace />;
    if (first) return <Navigate to={internationalLobbyPath(first.key)} replace />;
  }
  const games: InternationalGame[] = (data?.result ?? []).map((game) => ({
    gameCode: game.gameCode,
    name: game.gameName,
    image: game.image,
    category: game.category,
  }));
  return (
    <CasinoIntScreen
      // While the first answer is on its way the route's provider stands alone, so its tab is there.
      providers={data ? providers : [{ key: type, name: casinoProviderName(type) }]}
      provider={type}
      onProviderChange={(key) => void navigate(internationalLobbyPath(key))}
      categories={data?.category ?? []}
      category={search.get('category') ?? undefined}
      onCategoryChange={(id) => setSearch(id === undefined ? {} : { category: id })}
      games={games}
      loading={lobby.status === 'loading'}
      onOpenGame={(game) => void open(game)}
      playing={playing}
      onExit={exit}
    />
  );
}
