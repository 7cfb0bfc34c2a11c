/**
 * The file part of an upload call, read into memory by the HTTP edge (http/upload.ts; the multipart plugin
 * caps its size, app.ts) and handed to a service as plain data (ADR 0041).
 */
export interface UploadedFile {
  /** The name the browser sent: shown nowhere and stored nowhere; only our own names are served. */
  readonly filename: string;
  /** The type the browser claimed; the content decides what the file is (cashier/files.ts). */
  readonly claimedType: string;
  readonly bytes: Buffer;
}
