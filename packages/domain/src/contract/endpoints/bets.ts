import { privilege } from '../../constants/privileges.ts';
import {
  allUserBetListRequestSchema,
  betListByIdsRequestSchema,
  betLockRequestSchema,
  betRecordsResponseSchema,
  betsQuerySchema,
  betsResponseSchema,
  cancelBetsRequestSchema,
  cancelBetsResponseSchema,
  childUserListQuerySchema,
  childUserListResponseSchema,
  deleteBetParamsSchema,
  deleteBetRequestSchema,
  deleteBetsRequestSchema,
  editBetPriceRequestSchema,
  placeBetRequestSchema,
  placeBetResponseSchema,
} from '../../schemas/bets.ts';
import { emptyResponseSchema, pageQuerySchema } from '../../schemas/envelope.ts';
import { exposureEventsResponseSchema } from '../../schemas/userActions.ts';
import { endpoint } from '../endpoint.ts';
import { userBalanceQuerySchema } from './money.ts';

/** A transaction password confirming a delete: wrong, or locked after too many wrong tries. */
const transactionPasswordRefusals = [
  'transaction_password_incorrect',
  'transaction_password_locked',
] as const;

/** Spec 7, Bet API (placebet, bets) and the bet calls of the main API: lists, cancels, deletes, bet locks. */
export const betEndpoints = {
  placebet: endpoint({
    api: 'bet',
    method: 'POST',
    path: 'placebet',
    summary:
      'Places a bet for the signed-in player; an Idempotency-Key (header or body) makes a retry answer the first bet',
    access: { kind: 'player' },
    body: placeBetRequestSchema,
    response: placeBetResponseSchema,
    refusals: [
      // The market and the bet's fit to it
      'market_not_found',
      'market_unavailable',
      'market_suspended',
      'market_closed',
      'selection_suspended',
      'selection_not_in_market',
      'event_not_open',
      'bet_does_not_fit_market',
      'odds_not_on_ladder',
      // The price
      'odds_changed',
      'price_moved_during_delay',
      // Casino bets: the round and the game
      'casino_game_disabled',
      'casino_betting_closed',
      'side_not_offered',
      // Locks and limits
      'bet_locked',
      'event_bet_locked',
      'stake_below_minimum',
      'stake_above_maximum',
      // Market and sport limits (issue 41)
      'odds_below_minimum',
      'odds_above_maximum',
      'bet_profit_limit_exceeded',
      'bet_loss_limit_exceeded',
      // Money
      'insufficient_balance',
      'exposure_limit_exceeded',
      'bet_idempotency_key_reused',
      // Responsible gaming (issue 21): casino bets also wait for an unanswered reality check.
      'self_excluded',
      'cooling_off',
      'reality_check_due',
    ],
  }),
  editBetPrice: endpoint({
    api: 'bet',
    method: 'POST',
    path: 'edit-bet-price',
    summary:
      "Moves the player's own waiting bet to a new price: cancelled and placed again at it in one step, matched at once if the price is there",
    access: { kind: 'player' },
    body: editBetPriceRequestSchema,
    response: placeBetResponseSchema,
    refusals: [
      'not_found',
      // Matched (or in its in-play delay) since it was shown: only a waiting bet moves.
      'bet_not_cancellable',
      // The new price is checked as a new bet's is.
      'market_unavailable',
      'market_suspended',
      'market_closed',
      'selection_suspended',
      'selection_not_in_market',
      'event_not_open',
      'odds_not_on_ladder',
      'bet_locked',
      'event_bet_locked',
      'stake_below_minimum',
      'stake_above_maximum',
      'odds_below_minimum',
      'odds_above_maximum',
      'bet_profit_limit_exceeded',
      'bet_loss_limit_exceeded',
      'insufficient_balance',
      'exposure_limit_exceeded',
      'self_excluded',
      'cooling_off',
    ],
  }),
  cancelBets: endpoint({
    api: 'bet',
    method: 'POST',
    path: 'cancel-bets',
    summary: "Cancels the player's waiting bets on a market, or without one all of them",
    access: { kind: 'player' },
    body: cancelBetsRequestSchema,
    response: cancelBetsResponseSchema,
    refusals: [],
  }),
  bets: endpoint({
    api: 'bet',
    method: 'GET',
    path: 'bets',
    summary: "The signed-in player's open bets (matched, unmatched, delayed) on a match",
    access: { kind: 'player' },
    query: betsQuerySchema,
    response: betsResponseSchema,
    refusals: [],
  }),
  getBetListByIds: endpoint({
    api: 'main',
    method: 'POST',
    path: 'get-bet-list-by-ids',
    summary:
      "A page of the named bets: a player's own, an operator's downline's (Current Bets); other ids are left out",
    // Players see their own bets; operators need Current Bets, checked in the handler (both sides call it).
    access: { kind: 'signed-in' },
    body: betListByIdsRequestSchema,
    response: betRecordsResponseSchema,
    refusals: [],
  }),
  alluserbetList: endpoint({
    api: 'main',
    method: 'POST',
    path: 'alluserbetList',
    summary: "A page of the downline's open and deleted bets placed in a period, by side and sport",
    access: { kind: 'operator', privilege: privilege.currentBets },
    query: pageQuerySchema,
    body: allUserBetListRequestSchema,
    response: betRecordsResponseSchema,
    refusals: [],
  }),
  getExposerEvent: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-exposer-event',
    summary: "The caller's exposure per event with open bets, or (User List) that of a user of its subtree",
    // A user's exposure figure is a column of the client list: another user's needs User List (issue 20).
    access: { kind: 'signed-in' },
    query: userBalanceQuerySchema,
    response: exposureEventsResponseSchema,
    refusals: ['not_found', 'not_in_subtree'],
  }),
  deleteCurrentBet: endpoint({
    api: 'main',
    method: 'DELETE',
    path: 'delete-current-bet/:id',
    summary:
      "Cancels the player's own unmatched bet, or deletes an open bet of an operator's downline (a matched one with the transaction password)",
    // A player cancels its own bet; an operator needs Current Bets, checked in the handler (both sides call it).
    access: { kind: 'signed-in' },
    params: deleteBetParamsSchema,
    body: deleteBetRequestSchema,
    response: emptyResponseSchema,
    refusals: [
      'not_found',
      'not_in_subtree',
      'bet_not_cancellable',
      'bet_not_open',
      'matched_bet_needs_transaction_password',
      ...transactionPasswordRefusals,
    ],
  }),
  deleteBets: endpoint({
    api: 'main',
    method: 'POST',
    path: 'delete-bets',
    summary:
      'Deletes several open bets of the downline, all or none, confirmed with the transaction password',
    access: { kind: 'operator', privilege: privilege.currentBets },
    body: deleteBetsRequestSchema,
    response: emptyResponseSchema,
    refusals: ['not_found', 'not_in_subtree', 'bet_not_open', ...transactionPasswordRefusals],
  }),
  betLock: endpoint({
    api: 'main',
    method: 'POST',
    path: 'bet-lock',
    summary:
      'Stops (or allows) betting on a match for a user of the subtree, or without one the whole downline',
    access: { kind: 'operator', privilege: privilege.betLock },
    body: betLockRequestSchema,
    response: emptyResponseSchema,
    refusals: ['not_found', 'not_in_subtree', 'bet_lock_set_above'],
  }),
  getChildUserList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-child-user-list',
    summary: "A user's children (the caller's without one) and whether each may bet on a match",
    access: { kind: 'operator', privilege: privilege.betLock },
    query: childUserListQuerySchema,
    response: childUserListResponseSchema,
    refusals: ['not_found', 'not_in_subtree'],
  }),
};
