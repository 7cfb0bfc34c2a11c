import { privilege } from '../../constants/privileges.ts';
import {
  coolOffRequestSchema,
  depositLimitsRequestSchema,
  operatorRealityCheckRequestSchema,
  playerResponsibleGamingResponseSchema,
  realityCheckRequestSchema,
  responsibleGamingResponseSchema,
  responsibleGamingUserParamsSchema,
  selfExcludeRequestSchema,
} from '../../schemas/responsibleGaming.ts';
import { endpoint } from '../endpoint.ts';

/** Naming a player: nobody by that id (404), someone outside the caller's subtree (403), or an operator. */
const namesPlayer = ['not_found', 'not_in_subtree', 'not_a_player'] as const;

/**
 * Issue 21, responsible gaming (spec 9, terms): a player's own tools (deposit limits, self-exclusion, the
 * reality check) and the operator's view and acts ("via support": cool-off, UK reactivation, re-enabling
 * the reality check). The server enforces the blocks wherever money is staked or deposited.
 */
export const responsibleGamingEndpoints = {
  getResponsibleGaming: endpoint({
    api: 'main',
    method: 'GET',
    path: 'responsible-gaming',
    summary:
      "The player's responsible-gaming state: jurisdiction, self-exclusion, cool-off, reality check and deposit limits",
    access: { kind: 'player' },
    response: responsibleGamingResponseSchema,
    refusals: [],
  }),
  setDepositLimits: endpoint({
    api: 'main',
    method: 'POST',
    path: 'responsible-gaming/deposit-limits',
    summary:
      'Sets the daily, weekly and monthly deposit limits (null: none); a decrease applies at once, an increase or removal after 7 days',
    access: { kind: 'player' },
    body: depositLimitsRequestSchema,
    response: responsibleGamingResponseSchema,
    refusals: [],
  }),
  selfExclude: endpoint({
    api: 'main',
    method: 'POST',
    path: 'responsible-gaming/self-exclude',
    summary:
      "Self-excludes the player for a period its jurisdiction allows, confirmed with the account password (wrong tries count as sign-in's)",
    access: { kind: 'player' },
    body: selfExcludeRequestSchema,
    response: responsibleGamingResponseSchema,
    refusals: ['password_incorrect', 'sign_in_locked', 'self_exclusion_period_not_allowed', 'self_excluded'],
  }),
  answerRealityCheck: endpoint({
    api: 'main',
    method: 'POST',
    path: 'responsible-gaming/reality-check',
    summary:
      'Answers the reality check (continue: the next one is due an hour later; opt-out: no more reminders) or re-enables it',
    access: { kind: 'player' },
    body: realityCheckRequestSchema,
    response: responsibleGamingResponseSchema,
    refusals: [],
  }),
  getPlayerResponsibleGaming: endpoint({
    api: 'main',
    method: 'GET',
    path: 'responsible-gaming/:userId',
    summary: "A player's responsible-gaming state and its history (what, when, by whom), for its operators",
    access: { kind: 'operator', privilege: privilege.userInfo },
    params: responsibleGamingUserParamsSchema,
    response: playerResponsibleGamingResponseSchema,
    refusals: [...namesPlayer],
  }),
  setPlayerCoolOff: endpoint({
    api: 'main',
    method: 'POST',
    path: 'responsible-gaming/:userId/cool-off',
    summary:
      'Starts a cool-off (UK players, on their request via support): 24 hours, 1, 3 or 6 weeks, reactivating by itself',
    access: { kind: 'operator', privilege: privilege.userLock },
    params: responsibleGamingUserParamsSchema,
    body: coolOffRequestSchema,
    response: playerResponsibleGamingResponseSchema,
    refusals: [...namesPlayer, 'cool_off_uk_only', 'self_excluded', 'cooling_off'],
  }),
  reactivatePlayer: endpoint({
    api: 'main',
    method: 'POST',
    path: 'responsible-gaming/:userId/reactivate',
    summary: "Reactivates a UK player's account once its self-exclusion is over (never before)",
    access: { kind: 'operator', privilege: privilege.userLock },
    params: responsibleGamingUserParamsSchema,
    response: playerResponsibleGamingResponseSchema,
    refusals: [...namesPlayer, 'self_exclusion_not_over', 'nothing_to_change'],
  }),
  enablePlayerRealityCheck: endpoint({
    api: 'main',
    method: 'POST',
    path: 'responsible-gaming/:userId/reality-check',
    summary: "Re-enables a player's reality check after it opted out (support)",
    access: { kind: 'operator', privilege: privilege.userLock },
    params: responsibleGamingUserParamsSchema,
    body: operatorRealityCheckRequestSchema,
    response: playerResponsibleGamingResponseSchema,
    refusals: [...namesPlayer],
  }),
};
