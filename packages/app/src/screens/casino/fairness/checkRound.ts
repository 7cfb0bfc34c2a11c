import {
  casinoCardsText,
  casinoGameDefinition,
  checkRoundFairness,
  checkSeedChainLink,
  fairnessAlgorithm,
  formatDateTime,
  type CasinoResult,
  type CasinoSeedChain,
  type CasinoSeedChainProof,
  type SeedChainCheck,
} from '@exchange/domain';
import { errorMessage } from '../../../forms/useSubmission.ts';

/**
 * A finished round checked in the visitor's browser, step by step (docs/adr/0019-casino-seed-chain.md):
 * its commitment, its link in the table's seed chain (hashed by the browser's Web Crypto), that chain's
 * terminal hash and salt as published, and the deal recomputed with the domain's own code.
 */

/** `none`: the step does not apply (a round dealt before the seed chains has no link). */
export type CheckState = 'pass' | 'fail' | 'none';

export interface RoundCheck {
  readonly name: string;
  readonly state: CheckState;
  readonly detail: string;
}

/** A link check in words: which earlier value the seed hashed to, or did not. */
export function chainLinkSentence(chain: CasinoSeedChainProof, check: SeedChainCheck): string {
  const hashed =
    check.hashes > 1 ? `Hashed ${check.hashes} times, the server seed` : 'SHA-256 of the server seed';
  const target = chain.previous
    ? `the seed revealed by round ${chain.previous.mid} (link ${chain.previous.link})`
    : "the chain's terminal hash, published before its first round";
  return check.linkMatches
    ? `${hashed} is ${target}: this round is link ${chain.link} of seed chain ${chain.chainId}.`
    : `${hashed} is not ${target}: this round is not link ${chain.link} of seed chain ${chain.chainId}.`;
}

async function linkCheck(result: CasinoResult): Promise<RoundCheck> {
  const name = 'Seed chain link';
  if (!result.chain) {
    return { name, state: 'none', detail: 'Dealt before the seed chains: there is no link to check.' };
  }
  try {
    const check = await checkSeedChainLink(result.serverSeed, result.chain);
    return {
      name,
      state: check.linkMatches ? 'pass' : 'fail',
      detail: chainLinkSentence(result.chain, check),
    };
  } catch (error) {
    return { name, state: 'fail', detail: errorMessage(error) };
  }
}

const at = (instant: string) => formatDateTime(instant);

/** The round names the chain the table published, with the same terminal hash. */
function terminalHashCheck(result: CasinoResult, chain: CasinoSeedChain | null): RoundCheck {
  const name = 'Terminal hash';
  if (!result.chain) return { name, state: 'none', detail: 'No seed chain to compare.' };
  if (!chain || chain.chainId !== result.chain.chainId) {
    return { name, state: 'fail', detail: `Seed chain ${result.chain.chainId} is not published.` };
  }
  return chain.terminalHash === result.chain.terminalHash
    ? {
        name,
        state: 'pass',
        detail: `The round's chain ends in the terminal hash published at ${at(chain.terminalHashPublishedAt)}.`,
      }
    : {
        name,
        state: 'fail',
        detail: "The round names another terminal hash than its chain's published one.",
      };
}

/** The round's public seed is its chain's salt, fixed only after the chain's terminal hash was out. */
function saltCheck(result: CasinoResult, chain: CasinoSeedChain | null): RoundCheck {
  const name = 'Salt';
  if (!result.chain || !chain) return { name, state: 'none', detail: 'No seed chain to compare.' };
  if (chain.salt !== result.publicSeed || chain.saltFixedAt === null) {
    return { name, state: 'fail', detail: "The round's public seed is not its chain's salt." };
  }
  const after = Date.parse(chain.saltFixedAt) >= Date.parse(chain.terminalHashPublishedAt);
  return after
    ? {
        name,
        state: 'pass',
        detail: `The round's public seed is its chain's salt, fixed at ${at(chain.saltFixedAt)}, after the terminal hash was published.`,
      }
    : { name, state: 'fail', detail: "The chain's salt was fixed before its terminal hash was published." };
}

/** The commitment and the deal, with the domain's own code (the server deals with it too). */
function dealChecks(result: CasinoResult): { commitment: RoundCheck | null; deal: RoundCheck } {
  const definition = casinoGameDefinition(result.gameType);
  if (!definition) {
    return {
      commitment: null,
      deal: { name: 'Deal', state: 'fail', detail: `This page cannot deal ${result.gameType}.` },
    };
  }
  if (result.algorithm !== fairnessAlgorithm) {
    return {
      commitment: null,
      deal: { name: 'Deal', state: 'fail', detail: `Unknown fairness scheme ${result.algorithm}.` },
    };
  }
  const check = checkRoundFairness(definition, {
    serverSeed: result.serverSeed,
    publicSeed: result.publicSeed,
    roundId: result.mid,
    commitment: result.commitment,
    table: result.table,
    algorithm: result.algorithm,
  });
  return {
    commitment: {
      name: 'Commitment',
      state: check.commitmentMatches ? 'pass' : 'fail',
      detail: check.commitmentMatches
        ? 'SHA-256 of the server seed is the commitment published while betting was open.'
        : 'SHA-256 of the server seed is not the commitment.',
    },
    deal: {
      name: 'Deal',
      state: check.tableMatches ? 'pass' : 'fail',
      detail: check.tableMatches
        ? `The seeds deal ${casinoCardsText(check.table.join(' '))}, the cards of this round.`
        : 'The seeds deal other cards than the round showed.',
    },
  };
}

/** Every check of a finished round, in the order a player reads them. */
export async function checkRound(result: CasinoResult, chain: CasinoSeedChain | null): Promise<RoundCheck[]> {
  const { commitment, deal } = dealChecks(result);
  return [
    ...(commitment ? [commitment] : []),
    await linkCheck(result),
    terminalHashCheck(result, chain),
    saltCheck(result, chain),
    deal,
  ];
}
