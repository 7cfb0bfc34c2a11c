import { fileBytesResponseSchema } from '../../schemas/envelope.ts';
import { acceptedImageTypes } from '../../constants/payments.ts';
import { privilege } from '../../constants/privileges.ts';
import {
  casinoIntGamesQuerySchema,
  casinoIntGamesResponseSchema,
  casinoPlayUrlRequestSchema,
  casinoPlayUrlResponseSchema,
} from '../../schemas/casino.ts';
import {
  addLotteryItemFieldsSchema,
  buyLotteryTicketsRequestSchema,
  buyLotteryTicketsResponseSchema,
  closeLotteryItemRequestSchema,
  editLotteryItemFieldsSchema,
  lotteryImageField,
  lotteryImageParamsSchema,
  lotteryDrawParamsSchema,
  lotteryDrawResponseSchema,
  lotteryItemResponseSchema,
} from '../../schemas/lottery.ts';
import { lotteryListResponseSchema } from '../../schemas/settings.ts';
import type { Access } from '../access.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The lottery list is one list for every label, so managing it is the platform's: the Super Admin, or its
 * multi-login account given Our Casino (the casino's own menu item). A white-label Admin gets 403.
 */
const lotteryAdminAccess = {
  kind: 'operator',
  roles: ['admin'],
  privilege: privilege.ourCasino,
} as const satisfies Access;

const imageRefusals = ['image_required', 'image_type_not_accepted', 'image_too_large'] as const;

/**
 * Spec 7, Casino: the international casino and slots lobby, whose games come from the configured
 * providers (docs/adr/0012-casino-providers.md), the launch of one for a player, and the lottery list with
 * the Super Admin's calls that manage it (issue 19).
 */
export const casinoProviderEndpoints = {
  getCasinoIntGames: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-casino-int-games',
    summary:
      "The enabled providers' games (result), the providers and the categories, narrowed by provider key and game type (slot, table)",
    access: { kind: 'signed-in' },
    query: casinoIntGamesQuerySchema,
    response: casinoIntGamesResponseSchema,
    refusals: [],
  }),
  getCasCasinoPlayUrl: endpoint({
    api: 'main',
    method: 'POST',
    path: 'get-cas-casino-play-url',
    summary:
      "A player's launch URL for a provider's game ({providerKey}:{gameCode}): a one-time token bound to the session and the currency",
    access: { kind: 'player' },
    body: casinoPlayUrlRequestSchema,
    response: casinoPlayUrlResponseSchema,
    refusals: [
      'casino_game_not_found',
      'casino_game_disabled',
      'casino_provider_unavailable',
      'casino_launch_url_unsafe',
      'bet_locked',
      // Responsible gaming (issue 21)
      'self_excluded',
      'cooling_off',
      'reality_check_due',
    ],
  }),
  lotteryList: endpoint({
    api: 'main',
    method: 'GET',
    path: 'lottery-list',
    summary:
      'The lottery items, open ones first then by date; each image is the path of GET lottery-image/:id',
    access: { kind: 'signed-in' },
    response: lotteryListResponseSchema,
    refusals: [],
  }),
  lotteryImage: endpoint({
    api: 'main',
    method: 'GET',
    path: 'lottery-image/:id',
    summary: "A lottery item's image, by the item's id",
    access: { kind: 'signed-in' },
    params: lotteryImageParamsSchema,
    fileTypes: acceptedImageTypes,
    // The bytes; a Node Buffer is one.
    response: fileBytesResponseSchema,
    refusals: ['not_found'],
  }),
  addLotteryItem: endpoint({
    api: 'main',
    method: 'POST',
    path: 'add-lottery-item',
    summary:
      'Adds an open lottery item (multipart {title, date, price} with its image as the file part image)',
    access: lotteryAdminAccess,
    body: addLotteryItemFieldsSchema,
    upload: { file: lotteryImageField },
    response: lotteryItemResponseSchema,
    refusals: [...imageRefusals, 'lottery_close_time_past', 'lottery_prizes_exceed_tickets'],
  }),
  editLotteryItem: endpoint({
    api: 'main',
    method: 'POST',
    path: 'edit-lottery-item',
    summary: 'Changes an open lottery item: the fields given, and its image when a file part image comes',
    access: lotteryAdminAccess,
    body: editLotteryItemFieldsSchema,
    upload: { file: lotteryImageField },
    response: lotteryItemResponseSchema,
    refusals: [
      'not_found',
      'lottery_item_closed',
      'lottery_tickets_sold',
      'lottery_close_time_past',
      'lottery_prizes_exceed_tickets',
      'image_type_not_accepted',
      'image_too_large',
    ],
  }),
  closeLotteryItem: endpoint({
    api: 'main',
    method: 'POST',
    path: 'close-lottery-item',
    summary:
      'Closes a lottery draw for good, refunding every ticket sold; a closed or drawn one answers unchanged',
    access: lotteryAdminAccess,
    body: closeLotteryItemRequestSchema,
    response: lotteryItemResponseSchema,
    refusals: ['not_found'],
  }),
  lotteryDraw: endpoint({
    api: 'main',
    method: 'GET',
    path: 'lottery-draw/:id',
    summary:
      'A lottery draw as the list shows it, the ticket numbers taken, and its fairness proof (the seed once drawn)',
    access: { kind: 'signed-in' },
    params: lotteryDrawParamsSchema,
    response: lotteryDrawResponseSchema,
    refusals: ['not_found'],
  }),
  buyLotteryTickets: endpoint({
    api: 'main',
    method: 'POST',
    path: 'buy-lottery-tickets',
    summary:
      "Buys tickets of an open draw (how many, or the numbers picked) from the player's balance; a retry with the same idempotency key buys nothing twice",
    access: { kind: 'player' },
    body: buyLotteryTicketsRequestSchema,
    response: buyLotteryTicketsResponseSchema,
    refusals: [
      'not_found',
      'lottery_draw_closed',
      'lottery_sold_out',
      'lottery_ticket_taken',
      'lottery_ticket_not_in_draw',
      'insufficient_balance',
      'bet_locked',
      'self_excluded',
      'cooling_off',
      'reality_check_due',
      'idempotency_key_reused',
    ],
  }),
};
