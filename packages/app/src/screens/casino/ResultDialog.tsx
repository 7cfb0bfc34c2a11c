import { Dialog, Skeleton } from '@exchange/design-system';
import type { CasinoResult } from '@exchange/domain';
import { FairnessProof } from './FairnessProof.tsx';
import { ResultHtml } from './ResultHtml.tsx';
import { Failure } from '../../forms/Failure.tsx';

/** The result a row opened, and what has come of its detail so far. */
export interface ResultDetail {
  readonly gameName: string;
  /** The round id (spec 3's mid). */
  readonly mid: string;
  /** The result record with its proof; null while it is fetched (a round the casino report opened). */
  readonly result: CasinoResult | null;
  /** The server's result HTML; null while it is fetched. */
  readonly html: string | null;
  /** The server's message when the detail could not be had. */
  readonly error?: string | undefined;
}

export interface ResultDialogProps {
  detail: ResultDetail | null;
  onClose: () => void;
}

/** A round's result in a dialog (spec 2: a row "opens a modal with the result html"), with its proof. */
export function ResultDialog({ detail, onClose }: ResultDialogProps) {
  return (
    <Dialog.Root open={detail !== null} onOpenChange={(open) => !open && onClose()}>
      {detail && (
        <Dialog.Content title={`${detail.gameName}: round ${detail.mid}`} size="medium">
          {detail.error ? (
            <Failure message={detail.error} />
          ) : detail.html === null ? (
            <Skeleton.Group label="Loading the result">
              <Skeleton.Text width="60%" />
              <Skeleton.Rect height={56} />
              <Skeleton.Text width="80%" />
            </Skeleton.Group>
          ) : (
            <ResultHtml html={detail.html} />
          )}
          {detail.result && <FairnessProof result={detail.result} />}
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
