import { Button, EmptyState } from '@exchange/design-system';
import { pageErrorMessages } from '@exchange/domain';
import { Link } from 'react-router';
import { CentredPage } from './CentredPage.tsx';

export interface ErrorScreenProps {
  /** Defaults to the generic failure; a signed-out page says so instead. */
  title?: string;
  description?: string;
  /** Where the way out leads: the side's home, or its login page once signed out. */
  homeHref: string;
  homeLabel?: string;
  /** Loads the page again; left out where trying again cannot help (signed out). */
  onRetry?: (() => void) | undefined;
}

/** What a route shows when it fails: a calm message in the brand's look and a way home, never a stack. */
export function ErrorScreen({
  title = pageErrorMessages.title,
  description = pageErrorMessages.description,
  homeHref,
  homeLabel = pageErrorMessages.home,
  onRetry,
}: ErrorScreenProps) {
  return (
    <CentredPage>
      <EmptyState title={title} description={description} role="alert">
        {onRetry && (
          <Button variant="soft" tone="neutral" onClick={onRetry}>
            {pageErrorMessages.retry}
          </Button>
        )}
        <Button asChild>
          <Link to={homeHref}>{homeLabel}</Link>
        </Button>
      </EmptyState>
    </CentredPage>
  );
}
