import { createIcon } from '@exchange/design-system';
import { sportIdsByName, type SportId } from '@exchange/domain';

/** Small line drawings of each sport, in the design system's icon style (decorative: the text says it). */
const icons: Record<SportId, ReturnType<typeof createIcon>> = {
  [sportIdsByName.soccer]: createIcon(
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 5 4 3-1.5 5h-5L8 10zm0-5v5m4 3 5-1M14.5 15l2.5 5m-7.5-5L7 20m1-10-5-1',
  ),
  [sportIdsByName.tennis]: createIcon(
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM5 5c3.5 3.5 3.5 10.5 0 14M19 5c-3.5 3.5-3.5 10.5 0 14',
  ),
  [sportIdsByName.cricket]: createIcon(
    'M4 20l9-9 2 2-9 9-2-2zm11-7 6-6-2-2-6 6M18 17a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  ),
  [sportIdsByName.horseRacing]: createIcon('M5 21v-5l3-5 1-5 3 2h3l4 3-1 3-3-1-2 3v5M9 6 8 3'),
  [sportIdsByName.greyhoundRacing]: createIcon('M3 12h5l3-3h5l3-3 2 2-3 3v7M8 12v6M16 11v7M3 12l-1 3'),
  [sportIdsByName.casino]: createIcon('M4 5h10v15H4zM14 8l5 1.5-3.5 12L12 20.5M9 10v5M6.5 12.5h5'),
};

export function SportIcon({ sportId, size = 18 }: { sportId: SportId; size?: number }) {
  const Icon = icons[sportId];
  return <Icon size={size} />;
}
