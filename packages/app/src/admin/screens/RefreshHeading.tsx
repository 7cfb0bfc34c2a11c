import { Button, Inline } from '@exchange/design-system';
import type { ReactNode } from 'react';

/** A live page's title (its h1, and what goes beside it) with its Refresh button, busy while reading again. */
export function RefreshHeading({
  title,
  loading,
  onRefresh,
}: {
  title: ReactNode;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <Inline align="between" alignY="center" space="medium">
      {title}
      <Button size="small" variant="soft" tone="neutral" loading={loading} onClick={onRefresh}>
        Refresh
      </Button>
    </Inline>
  );
}
