import PDFDocument from 'pdfkit';
import { palette } from '@tenants/shared/model';
import type { Block, GuideText } from './content';
import { coverShapes, drawCover, page } from './cover';
import type { GuideSlug } from '@tenants/shared/model';

const margin = { x: 62, top: 96, bottom: 70 };
const width = page.width - margin.x * 2;
const body = { font: 'Helvetica', size: 10.5, gap: 3 } as const;

/** Bump when the layout changes: generated files are cached by this and the text they were made from. */
export const layoutVersion = 1;

interface RenderInput {
  slug: GuideSlug;
  name: string;
  text: GuideText;
  product: string;
  siteUrl: string;
}

/**
 * A guide as a PDF: the cover, then the text on A4 pages with a running head, numbered feet, and the
 * closing note that it is general information. Vector shapes and the PDF's built-in Helvetica only, so the
 * files stay small and need no font or image files.
 */
export function renderGuidePdf({ slug, name, text, product, siteUrl }: RenderInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin.top, bottom: margin.bottom, left: margin.x, right: margin.x },
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: name, Author: product, Subject: text.summary, Keywords: 'commercial lease, tenants, England and Wales' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawCover(doc, coverShapes(slug, name, text.summary, product));
  doc.addPage();
  for (const block of text.blocks) drawBlock(doc, block);
  closingNote(doc, product, siteUrl);

  // Heads and feet last, when the page count is known; the cover keeps neither.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + 1; i < start + count; i += 1) {
    doc.switchToPage(i);
    runningHead(doc, name, product);
    foot(doc, i - start + 1, count);
  }
  doc.end();
  return done;
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > page.height - margin.bottom) doc.addPage();
}

function bodyText(doc: PDFKit.PDFDocument) {
  return doc.font(body.font).fontSize(body.size).fillColor(palette.navy);
}

function drawBlock(doc: PDFKit.PDFDocument, block: Block) {
  switch (block.kind) {
    case 'heading': {
      room(doc, 80);
      doc.moveDown(0.6);
      doc.rect(margin.x, doc.y, 36, 4).fill(palette.cyan);
      doc.y += 10;
      doc.font('Helvetica-Bold').fontSize(15).fillColor(palette.deepBlue).text(block.text, margin.x, doc.y, { width });
      doc.moveDown(0.4);
      break;
    }
    case 'paragraph':
      room(doc, 40);
      bodyText(doc).text(block.text, margin.x, doc.y, { width, lineGap: body.gap, align: 'left' });
      doc.moveDown(0.6);
      break;
    case 'bullets':
    case 'steps':
      block.items.forEach((item, i) => {
        bodyText(doc);
        const height = doc.heightOfString(item, { width: width - 22, lineGap: body.gap });
        room(doc, height + 4);
        const top = doc.y;
        if (block.kind === 'bullets') doc.circle(margin.x + 5, top + 6, 2.6).fill(palette.cyan);
        else
          doc
            .font('Helvetica-Bold')
            .fillColor(palette.deepBlue)
            .text(`${i + 1}.`, margin.x, top, { width: 20 });
        bodyText(doc).text(item, margin.x + 22, top, { width: width - 22, lineGap: body.gap });
        doc.y += 4;
      });
      doc.moveDown(0.4);
      break;
    case 'callout': {
      const label = `${block.label}: `;
      bodyText(doc);
      const height = doc.heightOfString(label + block.text, { width: width - 36, lineGap: body.gap }) + 24;
      room(doc, height + 8);
      const top = doc.y;
      doc.rect(margin.x, top, width, height).fill(palette.lightGrey);
      doc.rect(margin.x, top, 5, height).fill(palette.cyan);
      doc
        .font('Helvetica-Bold')
        .fontSize(body.size)
        .fillColor(palette.deepBlue)
        .text(label, margin.x + 20, top + 12, { width: width - 36, lineGap: body.gap, continued: true })
        .font(body.font)
        .fillColor(palette.navy)
        .text(block.text);
      doc.y = top + height + 12;
      doc.x = margin.x;
      break;
    }
    case 'timeline': {
      const whenWidth = 150;
      block.rows.forEach(([when, what], i) => {
        bodyText(doc);
        const height =
          Math.max(
            doc.heightOfString(what, { width: width - whenWidth - 28, lineGap: body.gap }),
            doc.font('Helvetica-Bold').heightOfString(when, { width: whenWidth - 16 }),
          ) + 16;
        room(doc, height);
        const top = doc.y;
        doc.rect(margin.x, top, width, height).fill(i % 2 ? palette.white : palette.offWhite);
        doc.rect(margin.x, top, whenWidth, height).fill(palette.deepBlue);
        doc
          .font('Helvetica-Bold')
          .fontSize(body.size)
          .fillColor(palette.white)
          .text(when, margin.x + 10, top + 8, { width: whenWidth - 16 });
        bodyText(doc).text(what, margin.x + whenWidth + 14, top + 8, { width: width - whenWidth - 28, lineGap: body.gap });
        doc.y = top + height;
      });
      doc.x = margin.x;
      doc.moveDown(0.8);
      break;
    }
  }
}

function closingNote(doc: PDFKit.PDFDocument, product: string, siteUrl: string) {
  const note =
    `This guide is general information for commercial tenants in England and Wales, current at November 2026. It is not legal ` +
    `advice: every lease and every dispute turns on its own wording and facts. Members can book a free 30-minute consultation with a ` +
    `property professional through ${product} at ${siteUrl}/enquiry before committing to a course of action.`;
  bodyText(doc).fontSize(9);
  const height = doc.heightOfString(note, { width: width - 32, lineGap: 2 }) + 24;
  room(doc, height + 24);
  doc.moveDown(1);
  const top = doc.y;
  doc.rect(margin.x, top, width, height).fill(palette.navy);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(palette.white)
    .text(note, margin.x + 16, top + 12, { width: width - 32, lineGap: 2 });
}

function runningHead(doc: PDFKit.PDFDocument, name: string, product: string) {
  doc.save();
  doc.rect(0, 0, page.width, 52).fill(palette.navy);
  doc.rect(0, 52, page.width, 3).fill(palette.cyan);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(palette.white)
    .text(name, margin.x, 22, { width: width / 2, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(palette.cyan)
    .text(product, margin.x + width / 2, 23, { width: width / 2, align: 'right', lineBreak: false });
  doc.restore();
}

function foot(doc: PDFKit.PDFDocument, number: number, count: number) {
  doc.save();
  // Writing inside the bottom margin would make PDFKit start a page; lift the margin while we do.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.rect(margin.x, page.height - 46, width, 0.75).fill(palette.lightGrey);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(palette.deepBlue)
    .text(`Page ${number} of ${count}`, margin.x, page.height - 36, { width, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.restore();
}
