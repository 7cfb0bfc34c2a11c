/**
 * The figures of the terms and conditions and responsible gaming pages (spec section 9, "Terms" and
 * "Terms, later sections"). Money in euros, as the terms state it.
 */
export const terms = {
  /** "minimum age 18; age verified within 72 hours" */
  minimumAgeYears: 18,
  ageVerificationHours: 72,
  /** "10% fee (min EUR 50) per extra account" */
  extraAccountFeePercent: 10,
  extraAccountFeeMinimumEur: 50,
  /** "withdrawals decided within 3 business days" */
  withdrawalDecisionBusinessDays: 3,
  /** "more than 30 withdrawals a month costs 2% (min EUR 5)" */
  freeWithdrawalsPerMonth: 30,
  excessWithdrawalFeePercent: 2,
  excessWithdrawalFeeMinimumEur: 5,
  /** "inactive after 12 months, dormant after 30 months, EUR 5 per month fee" */
  inactiveAfterMonths: 12,
  dormantAfterMonths: 30,
  dormantFeePerMonthEur: 5,
  /** "bonus max withdrawal EUR 100; bonus max bet EUR 5" */
  bonusMaxWithdrawalEur: 100,
  bonusMaxBetEur: 5,
  /** "payouts of 20000 EUR or more may be paid in ten monthly installments" */
  instalmentPayoutThresholdEur: 20_000,
  payoutInstalments: 10,
  /** "extra verification above EUR 2000 cumulative" */
  extraVerificationAboveEur: 2_000,
  /** "limit changes take effect after 7 days" */
  limitChangeDelayDays: 7,
  /** "chargeback reminder fee EUR 50" */
  chargebackReminderFeeEur: 50,
  /** "reality check every 1 hour for players outside the UK" */
  realityCheckIntervalHours: 1,
  /** "in the UK the minimum is 6 months and support must reactivate" */
  ukMinimumSelfExclusionMonths: 6,
  /** "Cool-off (UK only): 24 hours, 1 week, 3 weeks or 6 weeks" */
  ukCoolOffPeriods: [
    { label: '24 hours', hours: 24 },
    { label: '1 week', hours: 7 * 24 },
    { label: '3 weeks', hours: 21 * 24 },
    { label: '6 weeks', hours: 42 * 24 },
  ],
  /** "transaction claims within 6 months" */
  transactionClaimMonths: 6,
} as const;
