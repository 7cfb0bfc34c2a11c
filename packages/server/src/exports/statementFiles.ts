import PDFDocument from 'pdfkit';
import { csvFile, type CsvColumn } from './csvFile.ts';
import type { StatementExportRow } from './statementRows.ts';

/** The screen's columns, in its order and words. */
const columns: readonly CsvColumn<StatementExportRow>[] = [
  { key: 'date', header: 'Date' },
  { key: 'description', header: 'Description' },
  { key: 'credit', header: 'Credit', amount: true },
  { key: 'debit', header: 'Debit', amount: true },
  { key: 'balance', header: 'Balance', amount: true },
];

/** The statement as CSV: a header row, then one row per entry (a narration can hold a typed remark). */
export function statementCsv(rows: readonly StatementExportRow[]): Buffer {
  return csvFile(rows, columns);
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
