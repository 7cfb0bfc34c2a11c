import {
  casinoGameDefinition,
  casinoGameDefinitions,
  commitmentOf,
  dealOfRound,
  fairnessAlgorithm,
  type CasinoGameDefinition,
  type CasinoResult,
  type CasinoSeedChain,
} from '@exchange/domain';

/**
 * Story data for the fairness page: a real seed chain of four links, built as the server builds one
 * (each value the SHA-256 of the one before, used backwards), and rounds dealt from it by the real game,
 * so the page's checks pass or fail for real.
 */

export const fairnessGames = casinoGameDefinitions.map((game) => ({ code: game.code, name: game.name }));

const teen20 = casinoGameDefinition('teen20') as CasinoGameDefinition;
const links = 4;

/** x0 ... x4: x0 the secret start, x4 the terminal hash; link n deals with x(3 - n). */
const hashes = [commitmentOf('story chain start')];
for (let step = 0; step < links; step += 1) hashes.push(commitmentOf(hashes.at(-1) ?? ''));
const seedOf = (link: number) => hashes[links - 1 - link] ?? '';

export const storyChain: CasinoSeedChain = {
  chainId: 12,
  number: 2,
  gameType: 'teen20',
  links,
  linksUsed: 3,
  terminalHash: hashes[links] ?? '',
  terminalHashPublishedAt: '2026-01-12T13:59:30.000Z',
  salt: '6a1f0c3e9b2d4f5a7c8e0b1d2f3a4c5e',
  saltFixedAt: '2026-01-12T14:00:00.000Z',
};

/** The chain published to follow it: its terminal hash is out, its salt not drawn yet. */
export const nextStoryChain: CasinoSeedChain = {
  ...storyChain,
  chainId: 13,
  number: 3,
  linksUsed: 0,
  terminalHash: commitmentOf('the next chain'),
  terminalHashPublishedAt: '2026-01-12T14:02:00.000Z',
  salt: null,
  saltFixedAt: null,
};

const midOf = (link: number) => `500226011214${String(link).padStart(2, '0')}00`;

/** The chain's round at `link`, as casino-round-proof answers it. */
export function chainedResult(link: number): CasinoResult {
  const serverSeed = seedOf(link);
  const mid = midOf(link);
  const publicSeed = storyChain.salt ?? '';
  const deal = dealOfRound(teen20, { serverSeed, publicSeed, roundId: mid });
  return {
    mid,
    data: { winnerName: teen20.result(deal).winnerName },
    gameType: 'teen20',
    voided: false,
    resultAt: `2026-01-12T14:0${link}:25.000Z`,
    table: teen20.table(deal, teen20.steps(deal)),
    commitment: commitmentOf(serverSeed),
    publicSeed,
    algorithm: fairnessAlgorithm,
    serverSeed,
    chain: {
      chainId: storyChain.chainId,
      link,
      links,
      terminalHash: storyChain.terminalHash,
      terminalHashPublishedAt: storyChain.terminalHashPublishedAt,
      saltFixedAt: storyChain.saltFixedAt ?? '',
      previous: link === 0 ? null : { mid: midOf(link - 1), link: link - 1, serverSeed: seedOf(link - 1) },
    },
  };
}

/** A round claiming link 2 with a seed the chain never held (its commitment made to match). */
export function forgedResult(): CasinoResult {
  const honest = chainedResult(2);
  const serverSeed = commitmentOf('a seed picked after the terminal hash');
  const deal = dealOfRound(teen20, { serverSeed, publicSeed: honest.publicSeed, roundId: honest.mid });
  return {
    ...honest,
    serverSeed,
    commitment: commitmentOf(serverSeed),
    table: teen20.table(deal, teen20.steps(deal)),
    data: { winnerName: teen20.result(deal).winnerName },
  };
}
