import { Spinner, useTheme } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import * as styles from './LoadingScreen.css.ts';

/**
 * What a page shows while its first modules and data load: the brand and a spinner at once, rather than a
 * blank page. index.html paints its static copy (packages/app/loadingShell.tsx) from the first byte until
 * the app's first page; this is that screen in Storybook, where designers review it.
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
