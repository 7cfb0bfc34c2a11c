import { useEffect, useState } from 'react';
import { errorMessage } from '../../../forms/useSubmission.ts';

/** An image fetched with the session's credentials, as an object URL while it is shown. */
export type BlobImage =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; message: string };

type Load = () => Promise<Blob>;

/**
 * Loads a private file (a receipt, a QR image) and hands out an object URL for it, revoked when `load`
 * changes or the component unmounts, so no blob outlives its image. `null` loads nothing.
 */
export function useBlobUrl(load: Load | null): BlobImage {
  // The answer remembers which load it belongs to: a newer load shows as loading until its own arrives.
  const [answer, setAnswer] = useState<{ load: Load; image: BlobImage } | null>(null);
  useEffect(() => {
    if (!load) return;
    let url: string | undefined;
    let current = true;
    load().then(
      (blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setAnswer({ load, image: { state: 'ready', url } });
      },
      (error: unknown) => {
        const message = errorMessage(error);
        if (current) setAnswer({ load, image: { state: 'failed', message } });
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [load]);
  if (!load) return { state: 'none' };
  return answer?.load === load ? answer.image : { state: 'loading' };
}
