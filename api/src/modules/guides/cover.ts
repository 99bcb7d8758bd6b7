import PDFDocument from 'pdfkit';
import { palette, type GuideSlug } from '@tenants/shared/model';
import { escapeHtml } from '../../mail/escape-html';

/** A4 in PDF points: the cover is drawn once, in these units, for the PDF's first page and the card's SVG. */
export const page = { width: 595.28, height: 841.89 } as const;

type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; opacity?: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill?: string; stroke?: string; lineWidth?: number; opacity?: number }
  | { kind: 'polygon'; points: Array<[number, number]>; fill: string; opacity?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; lineWidth: number; opacity?: number }
  | { kind: 'text'; x: number; y: number; text: string; size: number; color: string; bold?: boolean; spacing?: number };

const { navy, cyan, deepBlue, midBlue, white, textOnDark } = palette;

/** Each guide's picture says what it is about: a timeline, a cycle, two parties meeting, figures... */
const motifs: Record<GuideSlug, () => Shape[]> = {
  'disposing-of-leasehold-property': () => [
    ...[0, 1, 2, 3].map((i): Shape => ({
      kind: 'rect',
      x: 90 + i * 100,
      y: 150 + i * 55,
      w: 100,
      h: 260 - i * 55,
      fill: i === 3 ? cyan : deepBlue,
      opacity: i === 3 ? 1 : 0.55 + i * 0.12,
    })),
    {
      kind: 'polygon',
      points: [
        [400, 110],
        [505, 110],
        [505, 215],
      ],
      fill: cyan,
    },
    { kind: 'line', x1: 330, y1: 285, x2: 495, y2: 120, stroke: cyan, lineWidth: 10 },
  ],
  'lease-negotiations-guide': () => [
    { kind: 'circle', cx: 235, cy: 260, r: 135, fill: deepBlue },
    { kind: 'circle', cx: 365, cy: 260, r: 135, fill: midBlue, opacity: 0.85 },
    { kind: 'circle', cx: 300, cy: 260, r: 58, fill: cyan },
    { kind: 'circle', cx: 300, cy: 260, r: 170, stroke: cyan, lineWidth: 2, opacity: 0.6 },
  ],
  'lease-renewal-timeline': () => timeline(3),
  'lease-renewals': () => [
    ...[190, 150, 110, 70].map((r, i): Shape => ({ kind: 'circle', cx: 300, cy: 265, r, stroke: i === 1 ? cyan : deepBlue, lineWidth: i === 1 ? 14 : 22 })),
    {
      kind: 'polygon',
      points: [
        [440, 175],
        [500, 150],
        [478, 214],
      ],
      fill: cyan,
    },
    { kind: 'circle', cx: 300, cy: 265, r: 26, fill: cyan },
  ],
  'new-lease-timeline': () => timeline(1),
  'new-license-timeline': () => [...timeline(4), { kind: 'rect', x: 70, y: 120, w: 150, h: 10, fill: cyan, opacity: 0.6 }],
  'rent-review-disputes': () => [
    {
      kind: 'polygon',
      points: [
        [90, 390],
        [300, 130],
        [300, 390],
      ],
      fill: deepBlue,
    },
    {
      kind: 'polygon',
      points: [
        [510, 390],
        [300, 170],
        [300, 390],
      ],
      fill: midBlue,
    },
    { kind: 'rect', x: 292, y: 100, w: 16, h: 300, fill: cyan },
    { kind: 'circle', cx: 300, cy: 100, r: 24, fill: cyan },
  ],
  'service-charges': () => [
    ...[120, 200, 90, 250, 170].map((h, i): Shape => ({ kind: 'rect', x: 105 + i * 80, y: 400 - h, w: 54, h, fill: i === 3 ? cyan : deepBlue })),
    { kind: 'rect', x: 85, y: 400, w: 430, h: 4, fill: white, opacity: 0.7 },
  ],
};

/** A line of milestones with one lit: the three timeline guides light a different one. */
function timeline(lit: number): Shape[] {
  const xs = [110, 205, 300, 395, 490];
  return [
    { kind: 'rect', x: 110, y: 262, w: 380, h: 6, fill: deepBlue },
    { kind: 'rect', x: 110, y: 262, w: xs[lit] - 110, h: 6, fill: cyan },
    ...xs.map((x, i): Shape => ({ kind: 'circle', cx: x, cy: 265, r: i === lit ? 34 : 22, fill: i <= lit ? cyan : deepBlue })),
    ...xs.map((x, i): Shape => ({ kind: 'rect', x: x - 3, y: i % 2 ? 300 : 150, w: 6, h: 80, fill: deepBlue })),
  ];
}

// Font metrics of the PDF's own Helvetica, so the title breaks into the same lines in the PDF and the SVG.
let measurer: PDFKit.PDFDocument | undefined;
function wrap(text: string, size: number, width: number): string[] {
  measurer ??= new PDFDocument({ autoFirstPage: false });
  measurer.font('Helvetica-Bold').fontSize(size);
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const current = lines[lines.length - 1];
    if (current !== undefined && measurer.widthOfString(`${current} ${word}`) <= width) lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The whole cover: navy page, the guide's motif, its name and summary, the brand at the foot. */
export function coverShapes(slug: string, name: string, summary: string, product: string): Shape[] {
  const titleSize = 40;
  const title = wrap(name, titleSize, page.width - 140);
  const summaryLines = wrap(summary, 13, page.width - 140).slice(0, 5);
  const titleTop = 520;
  const summaryTop = titleTop + title.length * 46 + 18;
  return [
    { kind: 'rect', x: 0, y: 0, w: page.width, h: page.height, fill: navy },
    {
      kind: 'polygon',
      points: [
        [0, 0],
        [page.width, 0],
        [page.width, 360],
        [0, 470],
      ],
      // A shade between navy and deep blue: deep blue, partly through.
      fill: deepBlue,
      opacity: 0.35,
    },
    // A guide added by staff has no motif of its own: the first one's (a lease) stands for it.
    ...(Object.hasOwn(motifs, slug) ? motifs[slug as GuideSlug] : Object.values(motifs)[0])(),
    { kind: 'rect', x: 70, y: 462, w: 64, h: 6, fill: cyan },
    { kind: 'text', x: 70, y: 488, text: 'MEMBER GUIDE', size: 12, color: cyan, bold: true, spacing: 2 },
    ...title.map((line, i): Shape => ({ kind: 'text', x: 70, y: titleTop + i * 46, text: line, size: titleSize, color: white, bold: true })),
    ...summaryLines.map((line, i): Shape => ({ kind: 'text', x: 70, y: summaryTop + i * 19, text: line, size: 13, color: textOnDark })),
    { kind: 'rect', x: 0, y: page.height - 70, w: page.width, h: 70, fill: deepBlue },
    { kind: 'rect', x: 0, y: page.height - 70, w: page.width, h: 4, fill: cyan },
    { kind: 'text', x: 70, y: page.height - 42, text: product, size: 13, color: white, bold: true },
  ];
}

/** `y` of a text shape is its baseline in the SVG; PDFKit places text by its top. */
const ascent = (size: number) => size * 0.78;

export function coverSvg(shapes: Shape[], title: string): string {
  const op = (o?: number) => (o === undefined ? '' : ` opacity="${o}"`);
  const body = shapes.map((s) => {
    switch (s.kind) {
      case 'rect':
        return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${s.fill}"${op(s.opacity)}/>`;
      case 'circle':
        return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${s.fill ?? 'none'}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="${s.lineWidth ?? 1}"` : ''}${op(s.opacity)}/>`;
      case 'polygon':
        return `<polygon points="${s.points.map((p) => p.join(',')).join(' ')}" fill="${s.fill}"${op(s.opacity)}/>`;
      case 'line':
        return `<line x1="${s.x1}" y1="${s.y1}" x2="${s.x2}" y2="${s.y2}" stroke="${s.stroke}" stroke-width="${s.lineWidth}"${op(s.opacity)}/>`;
      case 'text':
        return (
          `<text x="${s.x}" y="${(s.y + ascent(s.size)).toFixed(1)}" font-size="${s.size}" fill="${s.color}"` +
          `${s.bold ? ' font-weight="700"' : ''}${s.spacing ? ` letter-spacing="${s.spacing}"` : ''}>${escapeHtml(s.text)}</text>`
        );
    }
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${page.width} ${page.height}" width="${page.width}" height="${page.height}" role="img" aria-label="${escapeHtml(title)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<g font-family="Helvetica, Arial, sans-serif">`,
    ...body,
    '</g></svg>',
  ].join('\n');
}

export function drawCover(doc: PDFKit.PDFDocument, shapes: Shape[]): void {
  for (const s of shapes) {
    doc.save();
    if ('opacity' in s && s.opacity !== undefined) doc.opacity(s.opacity);
    switch (s.kind) {
      case 'rect':
        doc.rect(s.x, s.y, s.w, s.h).fill(s.fill);
        break;
      case 'circle':
        doc.circle(s.cx, s.cy, s.r);
        if (s.fill && s.stroke) doc.lineWidth(s.lineWidth ?? 1).fillAndStroke(s.fill, s.stroke);
        else if (s.stroke) doc.lineWidth(s.lineWidth ?? 1).stroke(s.stroke);
        else doc.fill(s.fill ?? navy);
        break;
      case 'polygon':
        doc.polygon(...s.points).fill(s.fill);
        break;
      case 'line':
        doc.moveTo(s.x1, s.y1).lineTo(s.x2, s.y2).lineWidth(s.lineWidth).stroke(s.stroke);
        break;
      case 'text':
        doc
          .font(s.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(s.size)
          .fillColor(s.color)
          .text(s.text, s.x, s.y, { lineBreak: false, characterSpacing: s.spacing ?? 0 });
        break;
    }
    doc.restore();
  }
}
