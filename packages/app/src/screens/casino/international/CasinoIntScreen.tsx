import { CasinoGameFrame, CasinoTile, ProviderTabs, type CasinoProvider } from '@exchange/betting-widgets';
import { Box, Columns, EmptyState, Skeleton, Stack, Tabs } from '@exchange/design-system';
import * as screen from '../../screen.css.ts';
import { CasinoHead } from '../CasinoLobbyScreen.tsx';
import * as casinoStyles from '../casino.css.ts';
import { tileColumns } from '../GameTiles.tsx';
import * as styles from './international.css.ts';

/** One game of a provider's lobby, as the tiles show it. */
export interface InternationalGame {
  /** `{providerKey}:{providerGameCode}`, what get-cas-casino-play-url takes. */
  readonly gameCode: string;
  readonly name: string;
  /** The provider's artwork; the tile shows the name's initials when there is none. */
  readonly image: string;
  /** The id of the category it is listed under. */
  readonly category: string;
}

export interface InternationalCategory {
  readonly id: string;
  readonly name: string;
}

/** The game being played: its name, and its play URL once the provider has given one. */
export interface PlayingGame {
  readonly name: string;
  readonly url?: string | undefined;
}

export interface CasinoIntScreenProps {
  /** The configured providers, in tab order. */
  providers: readonly CasinoProvider[];
  /** The chosen provider's key (the route's `{type}`). */
  provider: string;
  onProviderChange: (providerKey: string) => void;
  /** The chosen provider's categories. */
  categories: readonly InternationalCategory[];
  /** The chosen category's id; every category when undefined. */
  category: string | undefined;
  onCategoryChange: (categoryId: string | undefined) => void;
  /** The chosen provider's games. */
  games: readonly InternationalGame[];
  loading: boolean;
  onOpenGame: (game: InternationalGame) => void;
  /** The game open full screen, or null in the lobby. */
  playing: PlayingGame | null;
  /** EXIT: back to the lobby. */
  onExit: () => void;
}

/** The tab of every category: not an id a provider sends, so it cannot clash with one. */
const allTab = '';
const placeholderCount = 8;

function GameGrid({
  games,
  label,
  loading,
  onOpenGame,
}: {
  games: readonly InternationalGame[];
  label: string;
  loading: boolean;
  onOpenGame: (game: InternationalGame) => void;
}) {
  if (loading)
    return (
      <Columns asChild {...tileColumns}>
        <Skeleton.Group label="Loading games">
          {Array.from({ length: placeholderCount }, (_, index) => (
            <Stack as="span" key={index} space="xsmall">
              <Skeleton.Rect height="auto" style={{ aspectRatio: '4 / 3' }} />
              <Skeleton.Text width="70%" />
            </Stack>
          ))}
        </Skeleton.Group>
      </Columns>
    );
  if (games.length === 0)
    return (
      <EmptyState
        title={`No ${label} right now`}
        description="Try another category or provider."
        titleAs="p"
        size="small"
      />
    );
  return (
    <Columns as="ul" {...tileColumns} className={casinoStyles.tileList} aria-label={label}>
      {games.map((game) => (
        <Box as="li" key={game.gameCode} display="grid">
          <CasinoTile name={game.name} image={game.image} onClick={() => onOpenGame(game)} />
        </Box>
      ))}
    </Columns>
  );
}

/** A provider's category tabs (All Games first), each holding that category's tiles. */
function CategoryTabs({ provider, props }: { provider: CasinoProvider; props: CasinoIntScreenProps }) {
  const { categories, category, games, loading } = props;
  const shown = (id: string) => (id === allTab ? games : games.filter((game) => game.category === id));
  const tabs = [{ id: allTab, name: 'All Games' }, ...categories];
  return (
    <Tabs.Root
      variant="pill"
      className={styles.categories}
      value={category ?? allTab}
      onValueChange={(id) => props.onCategoryChange(id === allTab ? undefined : id)}
    >
      <Tabs.List aria-label={`${provider.name} categories`}>
        {tabs.map((item) => (
          <Tabs.Trigger key={item.id} value={item.id}>
            {item.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((item) => (
        <Tabs.Content key={item.id} value={item.id}>
          <GameGrid
            games={shown(item.id)}
            label={`${provider.name} ${item.id === allTab ? 'games' : item.name}`}
            loading={loading}
            onOpenGame={props.onOpenGame}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * The international casino and slots (`/casino-int/{type}?category={id}`): a tab per configured provider,
 * the provider's category tabs, its game tiles; a tile opens the game full screen with EXIT. A site with
 * one provider shows its categories alone: a single tab named after the provider's key ("Slot", the
 * built-in provider's) read as a category holding its roulette (issue 39).
 */
export function CasinoIntScreen(props: CasinoIntScreenProps) {
  const { providers, provider, playing } = props;
  const [only] = providers;
  return (
    <div className={`${screen.page} ${casinoStyles.casinoPage}`}>
      <CasinoHead title="International Casino" />
      {only === undefined ? (
        <EmptyState
          title="No casino providers right now"
          description="The international games are not open on this site yet."
          titleAs="p"
        />
      ) : providers.length === 1 ? (
        <CategoryTabs provider={only} props={props} />
      ) : (
        <ProviderTabs
          providers={providers}
          value={provider}
          onValueChange={props.onProviderChange}
          label="Casino providers"
        >
          {(tab) => <CategoryTabs provider={tab} props={props} />}
        </ProviderTabs>
      )}
      {playing && <CasinoGameFrame title={playing.name} src={playing.url} onExit={props.onExit} />}
    </div>
  );
}
