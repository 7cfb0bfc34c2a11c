import { Box, Columns, EmptyState, Skeleton, Stack, Tabs } from '@exchange/design-system';
import { allCasinoCategoryId, casinoCategories, isCasinoGameClosed, type CasinoGame } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { CasinoArtDrawing } from '../CasinoArt/CasinoArtDrawing.tsx';
import { CasinoTile } from '../CasinoTile/CasinoTile.tsx';
import * as styles from './CasinoLobby.css.ts';

export interface CasinoLobbyCategory {
  readonly id: number;
  readonly name: string;
}

export interface CasinoLobbyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  games: readonly CasinoGame[];
  /** The category tabs, in order; the spec's 18, All Casino first, unless given. */
  categories?: readonly CasinoLobbyCategory[];
  /** The chosen category's id (controlled). */
  category?: number;
  /** The category shown first when uncontrolled: All Casino. */
  defaultCategory?: number;
  onCategoryChange?: (categoryId: number) => void;
  /** A game that can be played was chosen: the host opens `/casino/{slug}/{match_id}`. */
  onOpenGame: (game: CasinoGame) => void;
  /** A disabled game or one whose match id is -1 was chosen: the host shows not-found (spec 2). */
  onNotFound: (game: CasinoGame) => void;
  /** The games are on their way: placeholders stand in for the tiles. */
  loading?: boolean;
  /** Names the tab list. */
  label?: string;
}

const placeholderCount = 12;

/** As many columns of at least 132 px as fit: two on a phone, six or more on a desktop. */
const tileColumns = { minColumnWidth: 132, space: 'medium' } as const;

/** The games of one category; the All Casino tab shows every game. */
function gamesIn(games: readonly CasinoGame[], categoryId: number): readonly CasinoGame[] {
  return categoryId === allCasinoCategoryId ? games : games.filter((game) => game.category === categoryId);
}

/**
 * The live casino lobby (`/casino-in/live-dmd`): category tabs over a grid of game tiles. Choosing a game
 * calls `onOpenGame`, or `onNotFound` for a closed one, so the host does the routing.
 */
export const CasinoLobby = forwardRef<HTMLDivElement, CasinoLobbyProps>(function CasinoLobby(
  {
    games,
    categories = casinoCategories,
    category,
    defaultCategory = allCasinoCategoryId,
    onCategoryChange,
    onOpenGame,
    onNotFound,
    loading = false,
    label = 'Casino categories',
    className,
    ...rest
  },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Tabs.Root
        variant="pill"
        value={category === undefined ? undefined : String(category)}
        defaultValue={String(defaultCategory)}
        onValueChange={(value) => onCategoryChange?.(Number(value))}
      >
        <Tabs.List aria-label={label}>
          {categories.map((item) => (
            <Tabs.Trigger key={item.id} value={String(item.id)}>
              {item.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((item) => {
          const shown = gamesIn(games, item.id);
          return (
            <Tabs.Content key={item.id} value={String(item.id)}>
              {loading ? (
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
              ) : shown.length === 0 ? (
                <EmptyState
                  title={`No ${item.name} games right now`}
                  description="Try another category."
                  titleAs="p"
                  size="small"
                />
              ) : (
                <Columns as="ul" {...tileColumns} className={styles.list} aria-label={`${item.name} games`}>
                  {shown.map((game) => {
                    const closed = isCasinoGameClosed(game);
                    return (
                      // A grid of one: the tile fills its cell, so a row's tiles are one height.
                      <Box
                        as="li"
                        display="grid"
                        key={`${game.slug}-${game.match_id}`}
                        className={styles.gridItem}
                      >
                        <CasinoTile
                          name={game.game_name}
                          image={game.image}
                          artwork={<CasinoArtDrawing art={game.art} category={game.category} />}
                          disabled={closed}
                          onClick={() => (closed ? onNotFound(game) : onOpenGame(game))}
                        />
                      </Box>
                    );
                  })}
                </Columns>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
});
CasinoLobby.displayName = 'CasinoLobby';
