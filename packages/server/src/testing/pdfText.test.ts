import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdfText.ts';

/** A one-page PDF drawing `text` with pdfkit's defaults, as the exports make them. */
async function pdfOf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return ended;
}

describe('pdfText', () => {
  it('reads the text a page draws', async () => {
    expect(pdfText(await pdfOf('05/12/2026 04:42:19 Deposit'))).toContain('05/12/2026 04:42:19 Deposit');
  });

  it('reads a stream whose compressed bytes end in a carriage return', async () => {
    // "Row 89" deflates to bytes ending in "\r", right before the "\nendstream" pdfkit writes: a reader
    // that found the stream's end by the word took that byte for a line end and read no text (a CI run's red).
    const pdf = await pdfOf('Row 89');
    expect(pdf.toString('latin1')).toMatch(/\r\nendstream/);
    expect(pdfText(pdf)).toBe('Row 89');
  });
});
