import { describe, expect, it } from 'vitest';
import { terms } from './terms.ts';

describe('terms figures (spec 9)', () => {
  it('match the spec', () => {
    expect(terms).toMatchObject({
      minimumAgeYears: 18,
      ageVerificationHours: 72,
      extraAccountFeePercent: 10,
      extraAccountFeeMinimumEur: 50,
      withdrawalDecisionBusinessDays: 3,
      freeWithdrawalsPerMonth: 30,
      excessWithdrawalFeePercent: 2,
      excessWithdrawalFeeMinimumEur: 5,
      inactiveAfterMonths: 12,
      dormantAfterMonths: 30,
      dormantFeePerMonthEur: 5,
      bonusMaxWithdrawalEur: 100,
      bonusMaxBetEur: 5,
      instalmentPayoutThresholdEur: 20000,
      payoutInstalments: 10,
      extraVerificationAboveEur: 2000,
      limitChangeDelayDays: 7,
      chargebackReminderFeeEur: 50,
      realityCheckIntervalHours: 1,
      ukMinimumSelfExclusionMonths: 6,
      transactionClaimMonths: 6,
    });
    expect(terms.ukCoolOffPeriods.map((period) => period.hours)).toEqual([24, 168, 504, 1008]);
  });
});
