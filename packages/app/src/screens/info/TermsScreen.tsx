import { terms } from '@exchange/domain';
import * as styles from '../screen.css.ts';
import { PolicyPage, Section } from './PolicyPage.tsx';

const eur = (amount: number) => `EUR ${amount.toLocaleString('en-GB')}`;

/** `/terms-and-conditions`, written from the figures of spec 9. */
export function TermsScreen() {
  return (
    <PolicyPage title="Terms and Conditions">
      <Section title="Your account">
        <ul className={styles.proseList}>
          <li>
            You must be at least {terms.minimumAgeYears} years old. We verify your age within{' '}
            {terms.ageVerificationHours} hours of registration.
          </li>
          <li>
            One account per person. Each extra account is charged a fee of {terms.extraAccountFeePercent}% of
            its balance (at least {eur(terms.extraAccountFeeMinimumEur)}).
          </li>
          <li>
            An account is inactive after {terms.inactiveAfterMonths} months without use and dormant after{' '}
            {terms.dormantAfterMonths} months; a dormant account is charged {eur(terms.dormantFeePerMonthEur)}{' '}
            per month.
          </li>
          <li>Changes to your limits take effect after {terms.limitChangeDelayDays} days.</li>
        </ul>
      </Section>
      <Section title="Deposits and withdrawals">
        <ul className={styles.proseList}>
          <li>We decide on every withdrawal within {terms.withdrawalDecisionBusinessDays} business days.</li>
          <li>
            Up to {terms.freeWithdrawalsPerMonth} withdrawals a month are free; each one beyond costs{' '}
            {terms.excessWithdrawalFeePercent}% of its amount (at least{' '}
            {eur(terms.excessWithdrawalFeeMinimumEur)}).
          </li>
          <li>
            Payouts of {eur(terms.instalmentPayoutThresholdEur)} or more may be paid in{' '}
            {terms.payoutInstalments} monthly instalments.
          </li>
          <li>
            Once your deposits exceed {eur(terms.extraVerificationAboveEur)} in total we may ask for further
            verification.
          </li>
          <li>A chargeback reminder costs {eur(terms.chargebackReminderFeeEur)}.</li>
        </ul>
      </Section>
      <Section title="Bonuses">
        <p>
          Winnings from a bonus can be withdrawn up to {eur(terms.bonusMaxWithdrawalEur)}; while a bonus is
          active the largest bet is {eur(terms.bonusMaxBetEur)}.
        </p>
      </Section>
      <Section title="Malfunctions, complaints and your funds">
        <ul className={styles.proseList}>
          <li>
            If our systems malfunction, the wagers affected are void and their stakes refunded; an interrupted
            game resumes where it stopped or is ended with a refund.
          </li>
          <li>
            Complaints go to our support by e-mail or site chat. Claims about a transaction must reach us
            within {terms.transactionClaimMonths} months; our decision is final. Chats are logged and
            reviewed.
          </li>
          <li>
            We may suspend, close or freeze an account we suspect of breaching these terms, of fraud or of
            money laundering, and withhold its funds.
          </li>
          <li>Customer funds are held separately from ours but are not protected if we become insolvent.</li>
          <li>The English version of these terms is the legal one.</li>
        </ul>
      </Section>
    </PolicyPage>
  );
}
