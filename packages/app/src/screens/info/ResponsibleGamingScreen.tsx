import { terms } from '@exchange/domain';
import { Link } from 'react-router';
import {
  responsibleGamingToolsLabel,
  responsibleGamingToolsPath,
} from '../responsibleGaming/ResponsibleGamingToolsScreen.tsx';
import { coolOffPeriodsText, limitRule } from '../responsibleGaming/text.ts';
import * as styles from '../screen.css.ts';
import { PolicyPage, Section } from './PolicyPage.tsx';

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

/** The players' own tools page, where every tool below that a player sets lives. */
function ToolsLink() {
  return <Link to={responsibleGamingToolsPath}>{responsibleGamingToolsLabel}</Link>;
}

/** `/responsible-gaming`, written from the figures of spec 9; it names only the tools that exist. */
export function ResponsibleGamingScreen() {
  return (
    <PolicyPage title="Responsible Gaming">
      <p>
        Betting should stay fun. These tools help you keep control: you set them on your <ToolsLink /> page
        (in the Account menu once you are signed in). Our support sets a cool-off, reopens a UK account after
        its self-exclusion, and turns reality-check reminders back on. You must be {terms.minimumAgeYears} or
        older to play.
      </p>
      <Section title="Reality check">
        <p>
          Outside the UK, casino play pauses every {hours(terms.realityCheckIntervalHours)} with a reminder of
          what you have won and lost in the session. On the reminder you can continue, log out, or stop the
          reminders; to turn them back on, use the Reality check switch on your <ToolsLink /> page, or ask our
          support.
        </p>
      </Section>
      <Section title="Self-exclusion">
        <ul className={styles.proseList}>
          <li>
            Exclude yourself in the Self-exclusion part of your <ToolsLink /> page, with your password.
          </li>
          <li>Outside the UK you choose the period, and your account reopens by itself when it ends.</li>
          <li>
            In the UK the shortest period is {terms.ukMinimumSelfExclusionMonths} months, and only our support
            can reopen your account after it ends.
          </li>
          <li>
            While excluded you cannot bet or deposit, but you can still sign in, see your balance and
            withdraw. You forfeit competition entries and non-cash prizes, and you may not open a new account.
          </li>
        </ul>
      </Section>
      <Section title="Cool-off (UK only)">
        <p>
          Take a break of {coolOffPeriodsText} by asking our support. Your account reopens by itself at the
          end of the break.
        </p>
      </Section>
      <Section title="Deposit limits">
        <p>
          Set a daily, weekly and monthly deposit limit on your <ToolsLink /> page. {limitRule} A deposit that
          would go over a limit is refused, counting the requests still waiting for approval.
        </p>
      </Section>
    </PolicyPage>
  );
}
