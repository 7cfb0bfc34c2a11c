import * as v from 'valibot';
import { activityLogTypes, defaultActivityLogType } from '../constants/reports.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import {
  idSchema,
  isoDateSchema,
  moneySchema,
  nameTextSchema,
  sportIdSchema,
  startNotAfterEnd,
  timestampSchema,
} from './primitives.ts';

/** Spec 7, Reports: account-statement-list, get-user-logs and profit-loss, each `?page={n}`. */

const reportPeriod = { startDate: isoDateSchema, endDate: isoDateSchema };

/** POST account-statement-list?page: a period, optionally for a child (operators). */
export const accountStatementRequestSchema = v.pipe(
  v.object({ ...reportPeriod, username: v.optional(nameTextSchema) }),
  startNotAfterEnd(),
);

/** One ledger entry: what moved (credit or debit), the balance after it, and why. */
export const accountStatementRowSchema = v.object({
  _id: idSchema,
  createdAt: timestampSchema,
  narration: v.string(),
  credit: moneySchema,
  debit: moneySchema,
  balance: moneySchema,
  /** The ledger transaction's kind (transfer, deposit, withdrawal, settlement, correction, opening). */
  type: v.optional(v.string()),
  /** A settlement's bets, for get-bet-list-by-ids (issue 20): the settled user's bets on the market. */
  betIds: v.optional(v.pipe(v.array(idSchema), v.maxLength(1000))),
});
export const accountStatementResponseSchema = envelopeSchema(pagedSchema(accountStatementRowSchema));

/**
 * Activity log. Spec 7: "takes page, startDate, endDate, reportType; reads data.data (page info) and
 * data.data.items"; reportType is the log type, Login or Change Password (default Login).
 */
export const userLogsRequestSchema = v.pipe(
  v.object({
    ...reportPeriod,
    reportType: v.optional(v.picklist(activityLogTypes.map((type) => type.value)), defaultActivityLogType),
  }),
  startNotAfterEnd(),
);
/** Spec 3: "Activity log item: createdAt, logs with ip." */
export const activityLogItemSchema = v.object({
  createdAt: timestampSchema,
  logs: v.object({ ip: v.string() }),
});
export const userLogsResponseSchema = envelopeSchema(pagedSchema(activityLogItemSchema));

/** POST profit-loss?page: "A profit/loss call (page, dates)". */
export const profitLossRequestSchema = v.pipe(v.object(reportPeriod), startNotAfterEnd());
/** Spec 3: "Profit/loss item: sportId, narration (the part before the first slash is shown), total". */
export const profitLossItemSchema = v.object({
  sportId: sportIdSchema,
  narration: v.string(),
  /** The net: gross plus commission (issue 41). */
  total: moneySchema,
  /**
   * Before commission: the player's P/L on the market, or an operator's share of its downline's. Beyond
   * the spec, so optional: a server that charges no commission may leave both out.
   */
  gross: v.optional(moneySchema),
  /** The exchange's commission: negative for the player who paid it, an operator's share positive. */
  commission: v.optional(moneySchema),
  /** When the market was settled: the player's P/L chart places each result on its day. */
  settledAt: v.optional(timestampSchema),
});
export const profitLossResponseSchema = envelopeSchema(pagedSchema(profitLossItemSchema));

/**
 * POST general-report: the operator's direct children with one amount each, the balance or (report c2)
 * the credit reference; columns "Sr.No, Name, Amount" (messages.generalReportColumns).
 */
export const generalReportItemSchema = v.object({
  srNo: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  _id: idSchema,
  username: v.string(),
  fullname: v.string(),
  amount: moneySchema,
});
export const generalReportResponseSchema = envelopeSchema(pagedSchema(generalReportItemSchema));
