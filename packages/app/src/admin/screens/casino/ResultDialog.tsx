import { Dialog, Spinner } from '@exchange/design-system';
import { casinoRoundLabel } from '@exchange/domain';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from './casino.css.ts';

export interface ResultDialogProps {
  /** The round shown (its id, or a market id of it); closed when null. */
  mid: string | null;
  /** The result detail's HTML as the server sends it, sanitised there by an allowlist; undefined while loading. */
  html: string | undefined;
  error?: string | undefined;
  onClose: () => void;
}

/**
 * Spec 2: "Clicking a row opens a modal with the result html": the round's winner, cards, rows and its
 * fairness proof. The HTML comes from casino-result-by-market, which builds it from a template that
 * escapes every value and passes it through sanitize-html with an allowlist of a few tags and a class
 * attribute (server/src/casino/resultHtml.ts), so no markup of anyone else's reaches the page.
 */
export function ResultDialog({ mid, html, error, onClose }: ResultDialogProps) {
  return (
    <Dialog.Root open={mid !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content title={mid ? `Round ${casinoRoundLabel(mid)}` : 'Result'} size="large">
        {error ? (
          <p role="alert" className={screen.alert}>
            {error}
          </p>
        ) : html === undefined ? (
          <Spinner label="Please wait" />
        ) : (
          // Until the player's result view (ResultHtml) is merged in: the HTML's text only.
          <p className={styles.resultHtml}>
            {new DOMParser().parseFromString(html, 'text/html').body.textContent}
          </p>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
