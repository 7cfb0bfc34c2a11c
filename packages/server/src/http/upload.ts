import { Refusal, type Endpoint } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';

/** The file part of an upload call, read into memory (the multipart plugin caps its size, app.ts). */
export interface UploadedFile {
  /** The name the browser sent: shown nowhere and stored nowhere; only our own names are served. */
  readonly filename: string;
  /** The type the browser claimed; the content decides what the file is (cashier/files.ts). */
  readonly claimedType: string;
  readonly bytes: Buffer;
}

/** What an upload call's request carries: its text fields (the body to parse) and its file, if one came. */
export interface UploadParts {
  readonly fields: Record<string, string>;
  readonly file: UploadedFile | null;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Reads a multipart body of an upload call (`endpoint.upload`): every text field as a string, and the one
 * file part of the declared name. A file over the size cap is `image_too_large`; a second file, a file
 * under another name, a field cut short by the field size cap or a field given twice is bad input.
 */
export async function readUpload(
  request: FastifyRequest,
  upload: NonNullable<Endpoint['upload']>,
): Promise<UploadParts> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== upload.file || file !== null) {
          // Drained so the request can finish; the refusal follows.
          await part.toBuffer();
          throw new Refusal('invalid_input', `Only one file, named ${upload.file}, is taken`);
        }
        const bytes = await part.toBuffer();
        file = { filename: part.filename, claimedType: part.mimetype, bytes };
        continue;
      }
      if (part.valueTruncated || typeof part.value !== 'string') {
        throw new Refusal('invalid_input', `${part.fieldname} is too long`);
      }
      if (Object.hasOwn(fields, part.fieldname)) {
        throw new Refusal('invalid_input', `${part.fieldname} is given twice`);
      }
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw new Refusal('image_too_large');
    if (codeOf(error) === 'FST_FILES_LIMIT') {
      throw new Refusal('invalid_input', `Only one file, named ${upload.file}, is taken`);
    }
    throw error;
  }
  // A file part sent empty is no file (a form whose file input was left blank).
  if (file && file.bytes.length === 0 && file.filename === '') file = null;
  return { fields, file };
}
