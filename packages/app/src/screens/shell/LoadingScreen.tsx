import { Spinner, useTheme } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import * as styles from './LoadingScreen.css.ts';

/**
 * What a signed-in page shows while its first data loads (the router's hydrate fallback): the brand and a
 * spinner at once, rather than a blank page until the user, the balance and the page's data are in.
 */
export function LoadingScreen() {
  const { meta } = useTheme();
  return (
    <main className={styles.page}>
      <div className={styles.content}>
        <meta.Logo height={36} />
        <Spinner label={messages.pleaseWait} />
      </div>
    </main>
  );
}
