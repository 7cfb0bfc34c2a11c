import { useCallback, useState } from 'react';

/** The words of a refusal: the server's message (an ApiError's), or whatever was thrown. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

type FieldErrors = Readonly<Record<string, string>>;

export interface SubmissionOptions {
  /** The words a rejection shows: `errorMessage` unless the form words some refusals its own way. */
  readonly describe?: (error: unknown) => string;
  /** A failure shown before the first try (a sign-in page says why the last session ended). */
  readonly initialFailure?: string | undefined;
  /**
   * Stays pending after a success: the page moves on (or starts afresh) by itself, and the button must
   * not come back for a second send meanwhile.
   */
  readonly busyAfterSuccess?: boolean;
}

/**
 * The state every form that sends something keeps: its fields' errors, the server's refusal and whether
 * the request is on its way. `send` runs the request: an answer of field errors is shown beside the
 * fields, a rejection's message above the buttons; the form stays as typed either way, so the user can
 * correct it and send again.
 */
export function useSubmission({
  describe = errorMessage,
  initialFailure,
  busyAfterSuccess = false,
}: SubmissionOptions = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(initialFailure);
  const [pending, setPending] = useState(false);

  /** Forgets the last try's errors (a dialog that closes opens clean next time). */
  const reset = useCallback(() => {
    setErrors({});
    setFailure(undefined);
  }, []);

  /** Resolves to whether the request went through (no field errors, no rejection). */
  const send = useCallback(
    async (request: () => Promise<FieldErrors | undefined> | Promise<void>) => {
      setErrors({});
      setFailure(undefined);
      setPending(true);
      let done = false;
      try {
        const refused = await request();
        if (refused && Object.keys(refused).length > 0) {
          setErrors(refused);
          return false;
        }
        done = true;
        return true;
      } catch (error) {
        setFailure(describe(error));
        return false;
      } finally {
        if (!(done && busyAfterSuccess)) setPending(false);
      }
    },
    [describe, busyAfterSuccess],
  );

  return { errors, setErrors, failure, pending, reset, send };
}
