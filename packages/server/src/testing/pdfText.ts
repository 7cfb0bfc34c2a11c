import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by the exports (pdfkit, standard fonts) draws, for tests: each content stream
 * inflated, then its hex strings (`<48656c6c6f>`, how pdfkit writes a standard font's text) decoded, each
 * text-showing operator's pieces joined. Enough to find a row's words; not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string {
  const pdf = Buffer.from(bytes);
  const texts: string[] = [];
  // Latin-1 keeps one character per byte, so offsets in the text are offsets in the bytes.
  const source = pdf.toString('latin1');
  for (const stream of source.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)) {
    // A stream is exactly its dictionary's /Length bytes: compressed data may itself end in "\r" or hold
    // "endstream", so searching for the end word cut about one stream in a hundred short.
    const length = /\/Length (\d+)/.exec(stream[1] ?? '')?.[1];
    if (length === undefined) continue;
    const start = stream.index + stream[0].length;
    const body = pdf.subarray(start, start + Number(length));
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...(shown[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1] ?? '', 'hex').toString('latin1'),
      );
      texts.push(pieces.join(''));
    }
  }
  return texts.join('\n');
}
