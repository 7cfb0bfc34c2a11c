import { Button, EmptyState, NotFound } from '@exchange/design-system';
import { casinoGameDefinition, casinoProviderKeys, casinoProviderName, messages } from '@exchange/domain';
import { Link, useSearchParams } from 'react-router';
import { liveLobbyType } from '../casino/lobby.ts';
import { CentredPage } from './CentredPage.tsx';

/** A closed game a /not-found link names, and the lobby with the games that are open. */
interface ClosedGame {
  readonly name: string;
  readonly lobby: { readonly to: string; readonly label: string };
}

/**
 * The game `?game={slug}` (closedCasinoGamePath) or the provider `?provider={key}` (closedCasinoProviderPath)
 * names, when there is one by that code; undefined for any other page not found.
 */
export function closedGameOf(search: URLSearchParams): ClosedGame | undefined {
  const game = casinoGameDefinition(search.get('game') ?? '');
  if (game)
    return { name: game.name, lobby: { to: `/casino-in/${liveLobbyType}`, label: 'Go to Live Casino' } };
  const provider = search.get('provider') ?? '';
  if ((casinoProviderKeys as readonly string[]).includes(provider)) {
    return {
      name: casinoProviderName(provider),
      lobby: { to: '/casino-int', label: 'Go to International Casino' },
    };
  }
  return undefined;
}

/**
 * Spec 2: any unknown path, and /not-found: 'Opps! Page not found.' with a Go to Home link. A closed
 * casino game (spec 2 sends it here too) is named instead, with the way to its lobby (issue 39).
 */
export function NotFoundScreen() {
  const [search] = useSearchParams();
  const closed = closedGameOf(search);
  if (closed) {
    return (
      <CentredPage>
        <EmptyState
          title={`${closed.name} is closed`}
          description="It is not open for play right now. The lobby has the games that are."
        >
          <Button asChild variant="soft" tone="neutral">
            <Link to="/">Go to Home</Link>
          </Button>
          <Button asChild>
            <Link to={closed.lobby.to}>{closed.lobby.label}</Link>
          </Button>
        </EmptyState>
      </CentredPage>
    );
  }
  return (
    <CentredPage>
      <NotFound
        title={messages.pageNotFound}
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
    </CentredPage>
  );
}
