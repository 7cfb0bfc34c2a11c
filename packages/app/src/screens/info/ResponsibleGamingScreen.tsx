import { terms } from '@exchange/domain';
import * as styles from '../screen.css.ts';
import { PolicyPage, Section } from './PolicyPage.tsx';

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

/** `/responsible-gaming`, written from the figures of spec 9. */
export function ResponsibleGamingScreen() {
  return (
    <PolicyPage title="Responsible Gaming">
      <p>
        Betting should stay fun. These tools help you keep control; our support team can set any of them up
        for you. You must be {terms.minimumAgeYears} or older to play.
      </p>
      <Section title="Reality check">
        <p>
          Outside the UK, casino play pauses every {hours(terms.realityCheckIntervalHours)} with a reminder of
          what you have won and lost. You can continue, log out, or opt out of the reminders on the pop-up; to
          turn them back on, contact support or use the My Account tab.
        </p>
      </Section>
      <Section title="Self-exclusion">
        <ul className={styles.proseList}>
          <li>Exclude yourself from the Self-Exclusion page.</li>
          <li>Outside the UK you choose the period, and your account reopens by itself when it ends.</li>
          <li>
            In the UK the shortest period is {terms.ukMinimumSelfExclusionMonths} months, and only our support
            can reopen your account.
          </li>
          <li>
            While excluded you forfeit competition entries and non-cash prizes, and you may not open a new
            account.
          </li>
        </ul>
      </Section>
      <Section title="Cool-off (UK only)">
        <p>
          Take a break of{' '}
          {terms.ukCoolOffPeriods
            .map((period) => period.label)
            .join(', ')
            .replace(/, ([^,]*)$/, ' or $1')}{' '}
          by asking our support. Your account reopens by itself at the end of the break.
        </p>
      </Section>
      <Section title="Limits">
        <p>Changes to your deposit and loss limits take effect after {terms.limitChangeDelayDays} days.</p>
      </Section>
    </PolicyPage>
  );
}
