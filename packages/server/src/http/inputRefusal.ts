import { refusalMessages } from '@exchange/domain';

/** PostgreSQL's data exceptions (SQLSTATE class 22) that name what was wrong with a value. */
const messagesByCode: Readonly<Record<string, string>> = {
  // character_not_in_repertoire (NUL in text), untranslatable_character (\u0000 in jsonb).
  '22021': refusalMessages.inputCharacter,
  '22P05': refusalMessages.inputCharacter,
  // numeric_value_out_of_range: an id or a count past bigint or integer.
  '22003': refusalMessages.inputOutOfRange,
  // string_data_right_truncation: text past a varchar's length.
  '22001': refusalMessages.inputTooLong,
};

/** The SQLSTATE of a database error, wherever it sits in the chain (drizzle wraps the driver's error). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * The 400 message for an error the database raised because of a value the request carried (class 22,
 * data exception: bad characters, numbers out of range, malformed values), or undefined for any other
 * error. The schemas refuse these values first; this keeps one they miss from being a 500.
 */
export function inputRefusal(error: unknown): string | undefined {
  const code = sqlState(error);
  if (!code?.startsWith('22')) return undefined;
  return messagesByCode[code] ?? refusalMessages.inputInvalid;
}
