import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { playerRoutes } from '../router.tsx';
import type { Services } from '../services.ts';
import { firstPages } from './firstPages.ts';

describe('the first pages index.html preloads', () => {
  it('are paths the router has, each leading to the routes whose modules it preloads', () => {
    const routes = playerRoutes({} as Services);
    const matchedPath = (path: string) => {
      const concrete = path.replace(/:\w+\?/g, 'in-play').replace(/:\w+/g, '4');
      return (matchRoutes(routes, concrete) ?? [])
        .map(({ route }) => (route.index ? '(index)' : route.path))
        .join(' > ');
    };
    expect(firstPages.flatMap((page) => page.paths.map(matchedPath))).toEqual([
      '/ > (index)',
      '/ > dashbaord',
      '/ > match/:sportId/:status?',
      '/ > odds/:matchId',
    ]);
  });
});
