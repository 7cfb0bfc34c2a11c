/** The market and bet vocabulary of spec section 3 (Bet: betOn, oddsType, gtype; Other state: fancy type). */

export const sides = ['back', 'lay'] as const;
/** Back = the selection wins; lay = it does not. On the wire this is `isBack` (see schemas/bets.ts). */
export type Side = (typeof sides)[number];

/** Spec 3, Bet: "betOn (FANCY, MATCH_ODDS, CASINO, CASINOFANCY)". */
export const betOnValues = ['FANCY', 'MATCH_ODDS', 'CASINO', 'CASINOFANCY'] as const;
export type BetOn = (typeof betOnValues)[number];

/** Spec 3, Bet: "oddsType (for example bookMaker)". */
export const bookmakerOddsType = 'bookMaker';

/** Spec 3, Bet: "gtype (a value fancy1 exists)": fancy markets priced in decimal odds. */
export const decimalFancyGtype = 'fancy1';

/** Spec 9: "Default fancy type: session." */
export const defaultFancyType = 'session';

/** Spec 9: "Casino match 33 loses 50 times the stake. Match 9 uses bookmaker-like rules." */
export const casinoMatchIds = { fiftyTimesStakeLoss: 33, bookmakerLike: 9 } as const;
export const casinoLossMultiplier = 50;

/** Spec 3, Market book: runner status SUSPENDED. */
export const suspendedStatus = 'SUSPENDED';

/** A fancy market that takes no bets while a ball is being bowled (shown as 'Ball Running'). */
export const ballRunningStatus = 'BALL RUNNING';

/** Market statuses: open for bets, suspended for now, ball running (fancy), closed once settled. */
export const marketStatuses = ['OPEN', suspendedStatus, ballRunningStatus, 'CLOSED'] as const;
export type MarketStatus = (typeof marketStatuses)[number];

/** Spec 3: "Bet status: match or unmatch." */
export const betMatchStatuses = ['match', 'unmatch'] as const;
export type BetMatchStatus = (typeof betMatchStatuses)[number];

/** Spec 5: "Bet list filter: all, back or lay." */
export const betListFilters = ['all', 'back', 'lay'] as const;
export type BetListFilter = (typeof betListFilters)[number];

/** Spec 3: "Request status: loading, done, fail." */
export const requestStatuses = ['loading', 'done', 'fail'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
