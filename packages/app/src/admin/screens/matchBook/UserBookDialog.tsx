import { Dialog, Spinner } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import * as screen from '../../../screens/screen.css.ts';
import { MarketBooks, type BookMarket } from './MarketBooks.tsx';
import { Failure } from '../../../forms/Failure.tsx';

/** A user's own book on each market of the match (get-user-book): what the user wins or loses per runner. */
export interface UserBook {
  readonly username: string;
  /** Undefined while it loads. */
  readonly markets?: readonly BookMarket[] | undefined;
  readonly error?: string | undefined;
}

export interface UserBookDialogProps {
  book: UserBook | null;
  onClose: () => void;
}

/** The user book: open while `book` is set; each market as the user itself stands on it. */
export function UserBookDialog({ book, onClose }: UserBookDialogProps) {
  return (
    <Dialog.Root open={book !== null} onOpenChange={(open) => !open && onClose()}>
      {book && (
        <Dialog.Content
          title={`User book: ${book.username}`}
          description={`What ${book.username} wins (+) or loses (−) on each market if each runner wins: a player's own bets, an agent's downline at its share.`}
          size="large"
        >
          {book.error ? (
            <Failure message={book.error} />
          ) : book.markets ? (
            book.markets.length === 0 ? (
              <p className={screen.muted}>{messages.noRecordsFound}</p>
            ) : (
              <MarketBooks markets={book.markets} owner={book.username} />
            )
          ) : (
            <Spinner label="Please wait" />
          )}
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
