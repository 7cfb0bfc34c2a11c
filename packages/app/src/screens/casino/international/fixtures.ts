import type { CasinoProvider } from '@exchange/betting-widgets';
import { casinoProviderName } from '@exchange/domain';
import type { InternationalCategory, InternationalGame } from './CasinoIntScreen.tsx';

/** Story data for the international casino and the lottery: no network, the artwork inline SVG. */

/**
 * Artwork as an inline SVG of shapes only (text would be drawn in whatever font the machine has, and
 * the visual baselines would differ by machine): a gradient and a few coins, by hue.
 */
export function storyArtwork(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 20%)"/>
</linearGradient></defs><rect width="160" height="120" fill="url(#g)"/>
<circle cx="56" cy="64" r="26" fill="hsl(45 90% 60%)"/><circle cx="92" cy="56" r="22" fill="hsl(45 90% 70%)"/>
<circle cx="120" cy="74" r="16" fill="hsl(45 90% 55%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const provider = (key: string): CasinoProvider => ({ key, name: casinoProviderName(key) });

/** The built-in provider first, then two configured aggregators. */
export const intProviders: readonly CasinoProvider[] = [provider('slot'), provider('evo'), provider('pg')];

export const intCategories: readonly InternationalCategory[] = [
  { id: 'slots', name: 'Slots' },
  { id: 'table-games', name: 'Table Games' },
];

const game = (code: string, name: string, category: string, hue: number): InternationalGame => ({
  gameCode: `slot:${code}`,
  name,
  image: storyArtwork(hue),
  category,
});

/** The built-in provider's lobby: slots and a roulette table. */
export const intGames: readonly InternationalGame[] = [
  game('lucky-reels', 'Lucky Reels', 'slots', 280),
  game('golden-orchard', 'Golden Orchard', 'slots', 100),
  game('star-lanterns', 'Star Lanterns', 'slots', 220),
  game('single-zero-roulette', 'Single Zero Roulette', 'table-games', 150),
];
