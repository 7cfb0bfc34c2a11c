import { neutraliseCsvCell } from '@exchange/domain';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import type { StatementExportRow } from './statementRows.ts';

/** The screen's columns, in its order and words. */
const columns = [
  { key: 'date', header: 'Date' },
  { key: 'description', header: 'Description' },
  { key: 'credit', header: 'Credit' },
  { key: 'debit', header: 'Debit' },
  { key: 'balance', header: 'Balance' },
] as const;

/**
 * The statement as CSV: a header row, then one row per entry. Text cells are neutralised against formula
 * injection (a narration can hold a username or a remark someone typed); amounts stay numbers, with two
 * decimals as the screen shows them.
 */
export function statementCsv(rows: readonly StatementExportRow[]): Buffer {
  const text = stringify([...rows], {
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    cast: { string: neutraliseCsvCell, number: (value) => value.toFixed(2) },
    // Excel opens a UTF-8 file as such only with the byte-order mark; other readers skip it.
    bom: true,
  });
  return Buffer.from(text, 'utf8');
}

/** Column x positions and widths on an A4 page (595 x 842 points) with 40-point margins. */
const layout = [
  { x: 40, width: 100 },
  { x: 140, width: 215 },
  { x: 355, width: 65 },
  { x: 420, width: 65 },
  { x: 485, width: 70 },
] as const;
const bottom = 800;

/**
 * The statement as a PDF: title, period, then the table, its header repeated on each page. `compress`
 * off leaves the page text readable in the bytes (tests look for the rows there).
 */
export function statementPdf(
  rows: readonly StatementExportRow[],
  heading: { title: string; period: string },
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, compress: options.compress ?? true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.info.Title = heading.title;
  doc.font('Helvetica-Bold').fontSize(14).text(heading.title, 40, 40);
  doc.font('Helvetica').fontSize(9).text(heading.period, 40, 60);
  let y = 84;
  const line = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: (layout[index]?.width ?? 60) - 4 })),
    );
    if (y + height > bottom) {
      doc.addPage();
      y = 40;
      if (!bold) line(headers, true);
    }
    cells.forEach((cell, index) => {
      const column = layout[index];
      if (!column) return;
      doc.text(cell, column.x, y, { width: column.width - 4, align: index >= 2 ? 'right' : 'left' });
    });
    y += height + 4;
  };
  const headers = columns.map((column) => column.header);
  line(headers, true);
  for (const row of rows) {
    line(
      [row.date, row.description, ...[row.credit, row.debit, row.balance].map((n) => n.toFixed(2))],
      false,
    );
  }
  if (rows.length === 0) line(['No result found', '', '', '', ''], false);
  doc.end();
  return done;
}
