import { Refusal, type Endpoint } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../uploadedFile.ts';

/** What an upload call's request carries: its text fields (the body to parse) and its file, if one came. */
export interface UploadParts {
  readonly fields: Record<string, string>;
  readonly file: UploadedFile | null;
}

type Upload = NonNullable<Endpoint['upload']>;

const onlyOneFile = (upload: Upload) => `Only one file, named ${upload.file}, is taken`;

/**
 * The refusal for what stopped the reading of an upload's body. Whatever the multipart plugin or its
 * parser (busboy, whose errors are plain `Error`s) raises there is about the bytes the caller sent: a
 * boundary missing or not the body's, a body cut short, a limit passed. None is the server's fault.
 */
function uploadRefusal(request: FastifyRequest, upload: Upload, error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  const errors = request.server.multipartErrors;
  if (error instanceof errors.RequestFileTooLargeError) return new Refusal('image_too_large');
  if (error instanceof errors.FilesLimitError) return new Refusal('invalid_input', onlyOneFile(upload));
  if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
    return new Refusal('payload_too_large', 'The form has too many fields');
  }
  if (error instanceof errors.PrototypeViolationError) {
    return new Refusal('invalid_input', 'A field of the form has a name that is not allowed');
  }
  request.log.info({ err: error }, 'malformed multipart body');
  return new Refusal('invalid_input', 'The multipart body is malformed');
}

/**
 * Reads a multipart body of an upload call (`endpoint.upload`): every text field as a string, and the one
 * file part of the declared name. A file over the size cap is `image_too_large`, too many fields
 * `payload_too_large`; a malformed body, a part without a name, a second file, a file under another name,
 * a field cut short by the field size cap or a field given twice is bad input.
 */
export async function readUpload(request: FastifyRequest, upload: Upload): Promise<UploadParts> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      // busboy hands on a part whose Content-Disposition names none with an undefined name.
      if (!part.fieldname) throw new Refusal('invalid_input', 'Every part of the form needs a name');
      if (part.type === 'file') {
        if (part.fieldname !== upload.file || file !== null) {
          // Drained so the request can finish; the refusal follows.
          await part.toBuffer();
          throw new Refusal('invalid_input', onlyOneFile(upload));
        }
        const bytes = await part.toBuffer();
        file = { filename: part.filename, claimedType: part.mimetype, bytes };
        continue;
      }
      if (part.valueTruncated) throw new Refusal('invalid_input', `${part.fieldname} is too long`);
      // A part sent as application/json arrives parsed: the fields are text, which the body schema parses.
      if (typeof part.value !== 'string') {
        throw new Refusal('invalid_input', `${part.fieldname} must be sent as text`);
      }
      if (Object.hasOwn(fields, part.fieldname)) {
        throw new Refusal('invalid_input', `${part.fieldname} is given twice`);
      }
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw uploadRefusal(request, upload, error);
  }
  // A file part sent empty is no file (a form whose file input was left blank).
  if (file && file.bytes.length === 0 && file.filename === '') file = null;
  return { fields, file };
}
