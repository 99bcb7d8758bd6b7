import { palette } from '@tenants/shared/core';

/** The house palette (the design tokens', not copies) and the shapes the drawings share (art.tsx), on a 200 × 200 canvas. */
export const { navy, cyan, white } = palette;
export const deep = palette.deepBlue;
export const mid = palette.midBlue;
export const grey = palette.lightGrey;

export const person = (x: number, y: number, body: string, s = 1) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <circle cx="0" cy="-34" r="13" fill={white} stroke={navy} strokeWidth="3" />
    <path d="M-22 12c0-19 10-30 22-30s22 11 22 30z" fill={body} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
  </g>
);

export const doc = (x: number, y: number, w: number, h: number) => (
  <g transform={`translate(${x} ${y})`}>
    <rect width={w} height={h} rx="6" fill={white} stroke={navy} strokeWidth="3" />
    {[0, 1, 2, 3].map((i) => (
      <rect key={i} x="12" y={18 + i * 14} width={w - 24 - (i % 2) * 16} height="5" rx="2.5" fill={i === 0 ? mid : grey} />
    ))}
  </g>
);
