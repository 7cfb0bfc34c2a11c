import {
  bookmakerOddsType,
  casinoLossMultiplier,
  casinoMatchIds,
  decimalFancyGtype,
  type BetOn,
  type Side,
} from '../constants/markets.ts';
import { minor, negateMinor, scaleMinor, subtractMinor, type Minor } from '../money/minorUnits.ts';

/**
 * The profit and loss rules of spec section 9, each written once. Every amount is the exact product of
 * stake and price, rounded once to the nearest minor unit, halves away from zero (money/minorUnits.ts).
 */
export const pnlRules = ['decimalOdds', 'bookmakerOdds', 'volumeRate', 'fiftyTimesStakeLoss'] as const;
export type PnlRule = (typeof pnlRules)[number];

/**
 * What a bet pays its owner: `ifWins` when its selection wins (for a session fancy: when the run total
 * reaches the line), `ifLoses` otherwise. A loss is negative.
 */
export interface BetOutcome {
  readonly ifWins: Minor;
  readonly ifLoses: Minor;
}

/**
 * One stake at one price under one rule. `price` is what the rule reads: decimal odds for
 * 'decimalOdds' and 'fiftyTimesStakeLoss', 100-based odds for 'bookmakerOdds', the rate (the wire's
 * `volume`) for 'volumeRate'.
 */
export interface PricedStake {
  readonly rule: PnlRule;
  readonly side: Side;
  readonly stake: Minor;
  readonly price: number;
}

function checkInputs(rule: PnlRule, stake: Minor, price: number): void {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`Not a stake: ${stake}`);
  const lowest = rule === 'decimalOdds' || rule === 'fiftyTimesStakeLoss' ? 1 : 0;
  if (!Number.isFinite(price) || price < lowest) throw new RangeError(`Not a price for ${rule}: ${price}`);
}

/** Profit of a winning back bet. */
function backProfit(rule: PnlRule, stake: Minor, price: number): Minor {
  switch (rule) {
    // Spec 9: "bookmaker back profit is odds/100*stake".
    case 'bookmakerOdds':
      return scaleMinor(stake, price, 100);
    // Spec 9: "Fancy and match-odds back profit is odds*stake minus stake."
    // Spec 9: "Casino match 33 loses 50 times the stake" changes only the loss; its profit is this one.
    case 'decimalOdds':
    case 'fiftyTimesStakeLoss':
      return subtractMinor(scaleMinor(stake, price), stake);
    // Spec 9: "Other markets back profit is volume*stake/100."
    case 'volumeRate':
      return scaleMinor(stake, price, 100);
  }
}

/** What a losing back bet costs (a positive amount). */
function backLoss(rule: PnlRule, stake: Minor): Minor {
  // Spec 9: "Casino match 33 loses 50 times the stake." Every other rule: "loss equals stake".
  return rule === 'fiftyTimesStakeLoss' ? minor(stake * casinoLossMultiplier) : stake;
}

/**
 * The outcome of one bet. A lay is the mirror of a back at the same stake and price (the layer is the
 * backer's counterparty): it wins what the back would lose and loses what the back would win. For every
 * rule but casino match 33 that is issue 3's "lay profit = stake, lay liability = the back profit
 * formula".
 */
export function betOutcome({ rule, side, stake, price }: PricedStake): BetOutcome {
  checkInputs(rule, stake, price);
  const profit = backProfit(rule, stake, price);
  const loss = backLoss(rule, stake);
  return side === 'back'
    ? { ifWins: profit, ifLoses: negateMinor(loss) }
    : { ifWins: negateMinor(profit), ifLoses: loss };
}

/** The most a bet can lose: its liability (a lay) or its stake (a back). Never negative. */
export function betLiability(bet: PricedStake): Minor {
  const { ifWins, ifLoses } = betOutcome(bet);
  return minor(Math.max(0, -ifWins, -ifLoses));
}

/** The wire fields that say which rule a bet follows (spec section 3, Bet). */
export interface RuleSelector {
  readonly betOn: BetOn;
  readonly oddsType?: string | undefined;
  readonly gtype?: string | undefined;
  readonly matchId: number;
}

/**
 * Which rule of spec section 9 a bet follows: casino matches 33 and 9 by id ("Casino match 33 loses 50
 * times the stake. Match 9 uses bookmaker-like rules."), other casino bets and match odds on decimal
 * odds, bookmaker markets (oddsType bookMaker) on 100-based odds, `fancy1` fancies on decimal odds and
 * every other fancy (sessions) on the volume rate ("Other markets back profit is volume*stake/100").
 */
export function ruleForBet({ betOn, oddsType, gtype, matchId }: RuleSelector): PnlRule {
  if (betOn === 'CASINO' || betOn === 'CASINOFANCY') {
    if (matchId === casinoMatchIds.fiftyTimesStakeLoss) return 'fiftyTimesStakeLoss';
    if (matchId === casinoMatchIds.bookmakerLike) return 'bookmakerOdds';
    return 'decimalOdds';
  }
  if (oddsType === bookmakerOddsType) return 'bookmakerOdds';
  if (betOn === 'FANCY') return gtype === decimalFancyGtype ? 'decimalOdds' : 'volumeRate';
  return 'decimalOdds';
}
