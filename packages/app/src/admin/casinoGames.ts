import { casinoGameDefinition, casinoGroupsOf, type CasinoGame } from '@exchange/domain';
import type { CasinoGameTile } from './screens/casino/CasinoGroupsScreen.tsx';

/**
 * The panel's view of a lobby game. A closed game's tile carries match id -1 (spec 2), so the game's own
 * match id, which its book, bets and results need, comes from its definition.
 */
export interface PanelCasinoGame extends CasinoGameTile {
  readonly matchId: number;
}

export function panelCasinoGame(game: CasinoGame): PanelCasinoGame {
  const definition = casinoGameDefinition(game.slug);
  return {
    code: game.slug,
    name: game.game_name,
    image: game.image,
    category: game.category,
    closed: game.isDisable,
    matchId: definition?.matchId ?? game.match_id,
    groups: definition ? casinoGroupsOf(definition) : ['others'],
  };
}
