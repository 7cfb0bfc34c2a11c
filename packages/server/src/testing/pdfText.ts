import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by the exports (pdfkit, standard fonts) draws, for tests: each content stream
 * inflated, then its hex strings (`<48656c6c6f>`, how pdfkit writes a standard font's text) decoded, each
 * text-showing operator's pieces joined. Enough to find a row's words; not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string {
  const texts: string[] = [];
  // Latin-1 keeps one character per byte, so a stream's text converts back to its exact bytes.
  for (const stream of Buffer.from(bytes)
    .toString('latin1')
    .matchAll(/>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(stream[1] ?? '', 'latin1');
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
