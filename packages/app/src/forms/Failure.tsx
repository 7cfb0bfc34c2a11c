import * as screen from '../screens/screen.css.ts';

/**
 * Why something failed (a refusal, a list that did not load), above what it stopped; read out at once
 * (role alert). Nothing when there is no message.
 */
export function Failure({ message }: { message: string | false | null | undefined }) {
  return message ? (
    <p role="alert" className={screen.alert}>
      {message}
    </p>
  ) : null;
}
