import type {
  DateRange,
  PaymentAccountType,
  PaymentRequestType,
  PaymentStatus,
  PaymentStatusFilter,
} from '@exchange/domain';

/** A player's deposit or withdrawal request as the operator's statements show it. */
export interface CashierRequest {
  readonly id: string;
  readonly username: string;
  readonly type: PaymentRequestType;
  /** Rupees, as the API sends them. */
  readonly amount: number;
  readonly createdAt: string;
  readonly status: PaymentStatus;
  readonly remark: string;
  /** Why it was rejected, as the player reads it; absent unless rejected. */
  readonly reason?: string | null | undefined;
  readonly accountType?: PaymentAccountType | undefined;
  /** A deposit's UTR number, the reference of the player's transfer. */
  readonly utrNumber?: string | undefined;
  /** Where a withdrawal is to be paid: the player's chosen bank account or UPI id, in one line. */
  readonly payTo?: string | undefined;
  /** A deposit's receipt image, to fetch (payment-file); null for a withdrawal. */
  readonly receiptId: string | null;
  /** How many other players' deposits carried this UTR or receipt (one payment claimed twice). */
  readonly referenceSharedBy?: number | undefined;
}

/** A decision on a pending request. */
export type CashierDecision = Exclude<PaymentStatus, 'pending'>;

/** The statements' query: the period and the filters applied with Submit. */
export interface CashierFilter {
  readonly range: DateRange;
  readonly reportType: PaymentStatusFilter;
  /** A user of the subtree; '' for all of them. */
  readonly username: string;
}

/** The methods an operator's players pay to (spec 3's payment settings). */
export interface PaymentMethodValues {
  readonly upiId: string;
  readonly upiName: string;
  readonly accountHolderName: string;
  readonly accountNumber: string;
  readonly ifscCode: string;
}
