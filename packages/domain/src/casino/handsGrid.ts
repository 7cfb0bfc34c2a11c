/**
 * A round's markets as panels show a game of two (or three) hands: one row a bet ("Main", "3 Baccarat",
 * "Red"), one column a hand ("Player A", "Player B"), each cell that hand's runner. Teen patti's twelve
 * runners become six rows of two. Which runner is whose hand is read from its name, as the games name
 * them: a last word ("Red A", "Winner D") or a first word ("Dragon Even", "Andar 5") naming the hand.
 * Pure, so the app and a partner's page lay a table out alike.
 */

interface HandTokens {
  /** The hand's name, the column's heading. */
  readonly label: string;
  /** A runner name's first word that names this hand ("Dragon Red"). */
  readonly first?: string;
  /** A runner name's last word that names this hand ("Red A", "Winner D"). */
  readonly last?: string;
}

const letters = (...labels: string[]): HandTokens[] =>
  labels.map((label) => ({ label, last: label.at(-1) as string }));
const words = (...labels: string[]): HandTokens[] => labels.map((label) => ({ label, first: label }));

const teenPatti = letters('Player A', 'Player B');
const dragonTiger = words('Dragon', 'Tiger');

/** The games whose runners name their hand, and how. */
const handsOf: Readonly<Record<string, readonly HandTokens[]>> = {
  teen20: teenPatti,
  teenmuf: teenPatti,
  Tp1Day: teenPatti,
  poker20: teenPatti,
  dt20: dragonTiger,
  dragontiger1Day: dragonTiger,
  // Its winner and side bets end in the hand's letter, its cards start with the hand's name.
  dtl20: ['Dragon', 'Tiger', 'Lion'].map((label) => ({ label, first: label, last: label[0] as string })),
  baccarat: words('Player', 'Banker'),
  ab20: words('Andar', 'Bahar'),
};

export interface HandsGridMarket<R> {
  readonly marketId: string;
  readonly marketName: string;
  readonly runners: readonly R[];
}

interface NamedRunner {
  readonly runnerName: string;
}

export interface HandsGridCell<M, R> {
  readonly market: M;
  readonly runner: R;
}

export interface HandsGridRow<M, R> {
  /** The bet: the runner's name without its hand's, or the market's when it has one runner a hand. */
  readonly label: string;
  /** One cell a hand, in the hands' order; undefined where that hand has no such runner. */
  readonly cells: readonly (HandsGridCell<M, R> | undefined)[];
}

export interface HandsGrid<M, R> {
  readonly hands: readonly string[];
  readonly rows: readonly HandsGridRow<M, R>[];
  /** The markets left out of the grid (a tie, a pair), or what is left of one (Perfect Pair), in order. */
  readonly rest: readonly M[];
  /** How many of `rest` come before the grid: it stands where its first market stood. */
  readonly restBefore: number;
}

/** The hand a name's first or last word names, and the name without that word. */
function handOf(name: string, hands: readonly HandTokens[]): { hand: number; remainder: string } | undefined {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) {
    const hand = hands.findIndex((tokens) => tokens.first === parts[0]);
    return hand < 0 ? undefined : { hand, remainder: '' };
  }
  const last = hands.findIndex((tokens) => tokens.last !== undefined && tokens.last === parts.at(-1));
  if (last >= 0) return { hand: last, remainder: parts.slice(0, -1).join(' ') };
  const first = hands.findIndex((tokens) => tokens.first === parts[0]);
  if (first >= 0) return { hand: first, remainder: parts.slice(1).join(' ') };
  return undefined;
}

/** A market named by its hands alone ("Dragon / Tiger"): beside the hands' columns, its row is the winner. */
function namesOnlyHands(name: string, hands: readonly HandTokens[]): boolean {
  const labels = new Set(hands.map((tokens) => tokens.label));
  return name.split('/').every((part) => labels.has(part.trim()));
}

/**
 * The game's markets as a grid of hands, or undefined for a game that is not one of hands (or whose
 * markets name none). A runner whose name names no hand stays in its market, in `rest`.
 */
export function casinoHandsGrid<M extends HandsGridMarket<NamedRunner>>(
  gameCode: string,
  markets: readonly M[],
): HandsGrid<M, M['runners'][number]> | undefined {
  type R = M['runners'][number];
  const hands = handsOf[gameCode];
  if (!hands) return undefined;
  const rows = new Map<string, (HandsGridCell<M, R> | undefined)[]>();
  const rest: M[] = [];
  let restBefore: number | undefined;
  for (const market of markets) {
    const placed = market.runners.map((runner) => ({ runner, hand: handOf(runner.runnerName, hands) }));
    const inGrid = placed.filter((entry) => entry.hand !== undefined);
    const left = placed.filter((entry) => entry.hand === undefined).map((entry) => entry.runner);
    // One runner a hand, the row is the market's: named as it is (Main: Player A, Player B), or without
    // its hand when the market is one hand's (Pair Plus A). Else each runner's own row (Red A, Black A).
    const marketHands = new Set(inGrid.map((entry) => entry.hand?.hand));
    const oneEach = marketHands.size === inGrid.length;
    const marketLabel =
      marketHands.size === 1
        ? (handOf(market.marketName, hands)?.remainder ?? market.marketName)
        : namesOnlyHands(market.marketName, hands)
          ? 'Winner'
          : market.marketName;
    for (const { runner, hand } of inGrid) {
      if (!hand) continue;
      const label = (oneEach ? marketLabel : hand.remainder) || market.marketName;
      const cells = rows.get(label) ?? hands.map(() => undefined);
      cells[hand.hand] = { market, runner };
      rows.set(label, cells);
    }
    if (inGrid.length > 0) restBefore ??= rest.length;
    if (left.length > 0)
      rest.push(left.length === market.runners.length ? market : { ...market, runners: left });
  }
  if (restBefore === undefined) return undefined;
  return {
    hands: hands.map((tokens) => tokens.label),
    rows: [...rows].map(([label, cells]) => ({ label, cells })),
    rest,
    restBefore,
  };
}
