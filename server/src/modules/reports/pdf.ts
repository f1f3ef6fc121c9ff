/**
 * PDF export of a report (ADR 0074): pdfkit writing page by page into a stream (a page is flushed when the next
 * begins, so memory stays flat), one table per report with repeated headers, department headings and a totals
 * row. The font is DejaVu Sans from the `dejavu-fonts-ttf` package: it has Latin, Cyrillic, Greek and Arabic
 * glyphs (no CJK: Chinese text prints as empty boxes, see the ADR). In Arabic the table runs right to left:
 * columns from the right, cells right-aligned, and mixed cells drawn run by run, because the shaper (fontkit)
 * reverses a whole Arabic run including its digits.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { SERVER_ROOT } from '../../paths';

export const PDF_CONTENT_TYPE = 'application/pdf';

const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf', { paths: [SERVER_ROOT] });
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', { paths: [SERVER_ROOT] });

export interface PdfRow {
  cells: readonly string[];
  /** A department heading printed before the row when it changes. */
  group?: string;
  /** Cell backgrounds (`#rrggbb`, by column index; null: none): a matrix's status colours. */
  fills?: ReadonlyArray<string | null>;
}

export interface PdfTable {
  title: string;
  subtitle: string;
  headers: readonly string[];
  /** Right-aligned numeric columns (by index). */
  numeric: ReadonlySet<number>;
  /** Narrow centred columns (by index): a matrix's day cells. */
  narrow?: ReadonlySet<number>;
  /** Printed under the subtitle: what each status symbol means, on its colour. */
  legend?: ReadonlyArray<{ symbol: string; color: string; title: string }>;
  rows: AsyncIterable<PdfRow>;
  totals?: readonly string[] | null;
  rtl: boolean;
  paper?: 'A4' | 'LETTER' | 'LEGAL' | 'A3';
  landscape?: boolean;
  /** The company's header line (its PDF setting), above the title on every page; also the document's subject. */
  header?: string;
  /** The company's logo (a JPEG), at the top of every page. */
  logo?: Buffer | null;
  /** "Page {{page}}" in the report's language. */
  pageLabel: (page: number) => string;
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const RTL_RUN = /([\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF][\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\s]*)/;

/** A cell's text in drawing order: runs of right-to-left script and the rest, right to left when any is RTL. */
export function visualRuns(text: string): string[] {
  if (!RTL_CHAR.test(text)) return [text];
  return text.split(RTL_RUN).filter((run) => run !== '').reverse();
}

const FONT_SIZE = 8;
const HEX = /^#[0-9a-f]{6}$/i;

/** Black or white text, whichever reads on `color` (`#rrggbb`). */
export function readableOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000000' : '#ffffff';
}
const ROW = 14;
const MARGIN = 30;
const LOGO_WIDTH = 80;
const LOGO_HEIGHT = 30;

export async function writePdf(table: PdfTable, out: Writable, onRows?: (written: number) => void): Promise<number> {
  const doc = new PDFDocument({ size: table.paper ?? 'A4', layout: table.landscape === false ? 'portrait' : 'landscape', margin: MARGIN, font: FONT, autoFirstPage: false, info: { Title: table.title, ...(table.header ? { Subject: table.header } : {}) } });
  const finished = once(out, 'finish');
  doc.pipe(out);
  doc.registerFont('bold', BOLD);

  let page = 0;
  let y = 0;
  let widths: number[] = [];
  let lefts: number[] = [];
  const bottom = () => doc.page.height - MARGIN - ROW;

  // Measuring a string lays it out (fontkit): a 31,000-row time card measures the same times, numbers and names
  // over and over, so widths and fitted cells are remembered per font (the only sizes in a table: FONT_SIZE).
  let weight: 'regular' | 'bold' = 'regular';
  let size = FONT_SIZE;
  const useFont = (next: 'regular' | 'bold', nextSize = FONT_SIZE) => {
    weight = next;
    size = nextSize;
    // The regular face by its path, the document's default: pdfkit caches a registered name only when the face is
    // not already open under its own name, so font('regular') re-read and re-parsed the TTF on every row.
    return doc.font(next === 'regular' ? FONT : 'bold').fontSize(nextSize);
  };
  const widths$ = { regular: new Map<string, number>(), bold: new Map<string, number>() };
  const measure = (text: string): number => {
    if (size !== FONT_SIZE) return doc.widthOfString(text);
    const known = widths$[weight].get(text);
    if (known !== undefined) return known;
    const width = doc.widthOfString(text);
    widths$[weight].set(text, width);
    return width;
  };
  const fitted = { regular: new Map<string, string>(), bold: new Map<string, string>() };
  const fit = (text: string, width: number): string => {
    const key = `${width}|${text}`;
    const known = fitted[weight].get(key);
    if (known !== undefined) return known;
    let shown = text;
    if (measure(text) > width) {
      // The longest start that fits with the ellipsis (binary search: each try is a layout).
      let low = 0;
      let high = text.length;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (measure(`${text.slice(0, mid)}…`) <= width) low = mid;
        else high = mid - 1;
      }
      shown = `${text.slice(0, low)}…`;
    }
    fitted[weight].set(key, shown);
    return shown;
  };

  /** Draws `text` run by run from `x` (its left edge). */
  const drawRuns = (text: string, x: number, top: number): void => {
    let left = x;
    for (const run of visualRuns(text)) {
      doc.text(run, left, top, { lineBreak: false });
      left += measure(run);
    }
  };
  const widthOf = (text: string): number => visualRuns(text).reduce((sum, run) => sum + measure(run), 0);
  /** A line at the start edge of the page (left, or right in RTL). */
  const drawLine = (text: string, top: number, inset = 0): void => {
    drawRuns(text, table.rtl ? doc.page.width - MARGIN - inset - widthOf(text) : MARGIN + inset, top);
  };

  const drawCell = (text: string, index: number, align: 'left' | 'right') => {
    const width = widths[index] - 6;
    const shown = fit(text, width);
    drawRuns(shown, lefts[index] + 3 + (align === 'right' ? Math.max(0, width - widthOf(shown)) : 0), y + 3);
  };

  const drawCentred = (text: string, index: number) => {
    const shown = fit(text, widths[index] - 2);
    drawRuns(shown, lefts[index] + Math.max(1, (widths[index] - widthOf(shown)) / 2), y + 3);
  };

  const drawRow = (cells: readonly string[], bold: boolean, fills?: ReadonlyArray<string | null>) => {
    fills?.forEach((fill, index) => {
      if (fill && HEX.test(fill)) doc.rect(lefts[index] + 0.5, y + 0.5, widths[index] - 1, ROW - 1).fill(fill);
    });
    useFont(bold ? 'bold' : 'regular');
    cells.forEach((cell, index) => {
      const fill = fills?.[index];
      doc.fillColor(fill && HEX.test(fill) ? readableOn(fill) : '#000000');
      if (table.narrow?.has(index)) drawCentred(cell, index);
      else drawCell(cell, index, table.rtl || table.numeric.has(index) ? 'right' : 'left');
    });
    doc.fillColor('#000000');
    doc.moveTo(MARGIN, y + ROW).lineTo(doc.page.width - MARGIN, y + ROW).lineWidth(0.3).strokeColor('#cccccc').stroke();
    y += ROW;
  };

  /** The legend line: each symbol on its colour, then its name; from the start edge (right in RTL). */
  const drawLegend = (legend: NonNullable<PdfTable['legend']>) => {
    useFont('regular');
    let edge = 0;
    for (const entry of legend) {
      const box = Math.max(14, doc.widthOfString(entry.symbol) + 6);
      const label = entry.title;
      const span = box + 4 + widthOf(label) + 12;
      const start = table.rtl ? doc.page.width - MARGIN - edge - span : MARGIN + edge;
      const boxLeft = table.rtl ? start + span - box : start;
      const labelLeft = table.rtl ? boxLeft - 4 - widthOf(label) : boxLeft + box + 4;
      if (HEX.test(entry.color)) doc.rect(boxLeft, y, box, ROW - 3).fill(entry.color);
      doc.fillColor(HEX.test(entry.color) ? readableOn(entry.color) : '#000000');
      doc.text(entry.symbol, boxLeft + (box - doc.widthOfString(entry.symbol)) / 2, y + 2, { lineBreak: false });
      doc.fillColor('#000000');
      drawRuns(label, labelLeft, y + 2);
      edge += span;
    }
  };

  const newPage = () => {
    doc.addPage();
    page += 1;
    const usable = doc.page.width - 2 * MARGIN;
    if (widths.length === 0) {
      useFont('bold');
      const isNarrow = (index: number) => table.narrow?.has(index) ?? false;
      const wants = table.headers.map((header, index) => (isNarrow(index) ? Math.max(14, doc.widthOfString(header) + 4) : Math.max(40, Math.min(160, doc.widthOfString(header) + 10))));
      // Narrow (day) columns keep their width while it leaves the others 40 % of the page; the others share the rest.
      const narrowSum = wants.reduce((sum, want, index) => sum + (isNarrow(index) ? want : 0), 0);
      const keepNarrow = narrowSum > 0 && narrowSum <= usable * 0.6;
      const rest = wants.reduce((sum, want, index) => sum + (keepNarrow && isNarrow(index) ? 0 : want), 0);
      const room = keepNarrow ? usable - narrowSum : usable;
      widths = wants.map((want, index) => (keepNarrow && isNarrow(index) ? want : (want / rest) * room));
      let x = MARGIN;
      const ltr = widths.map((width) => {
        const left = x;
        x += width;
        return left;
      });
      // Right to left: the first column stands at the right edge.
      lefts = table.rtl ? widths.map((width, index) => doc.page.width - MARGIN - (ltr[index] - MARGIN) - width) : ltr;
    }
    y = MARGIN;
    if (table.logo || table.header) {
      // The company's banner: its logo at the start edge, its header text beside it.
      let inset = 0;
      if (table.logo) {
        try {
          const logoLeft = table.rtl ? doc.page.width - MARGIN - LOGO_WIDTH : MARGIN;
          doc.image(table.logo, logoLeft, y, { fit: [LOGO_WIDTH, LOGO_HEIGHT] });
          inset = LOGO_WIDTH + 8;
        } catch {
          // An unreadable logo file prints no logo rather than failing the export.
        }
      }
      if (table.header) {
        useFont('regular', 10).fillColor('#000000');
        drawLine(table.header, y + (LOGO_HEIGHT - 10) / 2, inset);
      }
      y += LOGO_HEIGHT + 6;
    }
    useFont('bold', 12);
    drawLine(table.title, y);
    useFont('regular');
    const pageText = table.pageLabel(page);
    drawRuns(pageText, table.rtl ? MARGIN : doc.page.width - MARGIN - widthOf(pageText), y + 3);
    y += 18;
    drawLine(table.subtitle, y);
    y += 16;
    if (table.legend && table.legend.length > 0) {
      drawLegend(table.legend);
      y += 16;
    }
    doc.rect(MARGIN, y, usable, ROW).fill('#f0f0f0').fillColor('#000000');
    drawRow(table.headers, true);
  };

  newPage();
  let written = 0;
  let group: string | undefined;
  for await (const row of table.rows) {
    if (y > bottom()) newPage();
    if (row.group !== undefined && row.group !== group) {
      group = row.group;
      if (y > bottom() - ROW) newPage();
      useFont('bold');
      drawLine(group, y + 3, 3);
      y += ROW;
    }
    drawRow(row.cells, false, row.fills);
    written += 1;
    if (written % 500 === 0) onRows?.(written);
  }
  if (table.totals) {
    if (y > bottom()) newPage();
    drawRow(table.totals, true);
  }
  doc.end();
  await finished;
  return written;
}
