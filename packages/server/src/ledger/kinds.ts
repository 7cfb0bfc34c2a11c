import { ledgerTransactions } from '../db/schema.ts';

/** What a ledger transaction is: the statement's type filter and the reports read it. */
export const ledgerTransactionKinds = ledgerTransactions.kind.enumValues;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];
