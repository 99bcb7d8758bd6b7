import type { ReactElement } from 'react';
import { navy, deep, mid, cyan, grey, white, doc } from './art-kit';

/** Advice: money, figures, protection and the law. */
export const adviceArt = {
  coins: (
    <g>
      {[0, 1, 2, 3, 4].map((i) => (
        <ellipse key={i} cx="70" cy={160 - i * 16} rx="40" ry="12" fill={i % 2 ? cyan : white} stroke={navy} strokeWidth="3" />
      ))}
      {[0, 1, 2].map((i) => (
        <ellipse key={i} cx="140" cy={160 - i * 16} rx="34" ry="10" fill={i % 2 ? white : grey} stroke={navy} strokeWidth="3" />
      ))}
      <circle cx="140" cy="66" r="30" fill={deep} stroke={navy} strokeWidth="3" />
      <text x="140" y="78" textAnchor="middle" fontSize="34" fontWeight="700" fill={white} fontFamily="Arial, sans-serif">
        £
      </text>
    </g>
  ),
  chart: (
    <g>
      <path d="M30 24v150h150" fill="none" stroke={navy} strokeWidth="4" strokeLinecap="round" />
      {[42, 74, 106, 138].map((x, i) => (
        <rect key={x} x={x} y={140 - i * 26} width="22" height={34 + i * 26} fill={i === 3 ? cyan : i % 2 ? mid : grey} stroke={navy} strokeWidth="3" />
      ))}
      <path d="M44 118l34-24 30 8 48-48" fill="none" stroke={deep} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M138 52h20v20" fill="none" stroke={deep} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  magnifier: (
    <g>
      {doc(24, 30, 104, 140)}
      <circle cx="120" cy="104" r="40" fill="rgba(0,194,224,0.25)" stroke={navy} strokeWidth="6" />
      <path d="M148 134l30 32" stroke={navy} strokeWidth="12" strokeLinecap="round" />
      <path d="M102 92a22 22 0 0 1 20-10" fill="none" stroke={white} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  shield: (
    <g>
      <path d="M100 22l64 22v50c0 40-28 70-64 84-36-14-64-44-64-84V44z" fill={white} stroke={navy} strokeWidth="4" strokeLinejoin="round" />
      <path d="M100 40l46 16v38c0 30-20 52-46 64z" fill={cyan} />
      <path d="M72 100l20 20 38-40" fill="none" stroke={navy} strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  calculator: (
    <g>
      <rect x="48" y="20" width="104" height="160" rx="12" fill={deep} stroke={navy} strokeWidth="3" />
      <rect x="62" y="36" width="76" height="32" rx="4" fill={cyan} />
      <text x="130" y="60" textAnchor="end" fontSize="18" fontWeight="700" fill={navy} fontFamily="Arial, sans-serif">
        1,250
      </text>
      {[0, 1, 2, 3].map((r) =>
        [0, 1, 2].map((c) => <rect key={`${r}-${c}`} x={62 + c * 27} y={82 + r * 23} width="20" height="16" rx="3" fill={r === 3 && c === 2 ? cyan : white} />),
      )}
    </g>
  ),
  scales: (
    <g>
      <path d="M100 30v136M64 170h72" stroke={navy} strokeWidth="6" strokeLinecap="round" />
      <path d="M40 58h120" stroke={deep} strokeWidth="6" strokeLinecap="round" />
      <circle cx="100" cy="30" r="8" fill={cyan} stroke={navy} strokeWidth="3" />
      <path d="M40 58l-22 56M40 58l22 56M160 58l-22 56M160 58l22 56" stroke={navy} strokeWidth="2" />
      <path d="M14 114h52a26 14 0 0 1-52 0zM134 114h52a26 14 0 0 1-52 0z" fill={cyan} stroke={navy} strokeWidth="3" />
    </g>
  ),
  invoice: (
    <g>
      <path d="M44 20h112v160l-14-10-14 10-14-10-14 10-14-10-14 10-14-10-14 10z" fill={white} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
      <path d="M62 48h76M62 68h48M62 88h60" stroke={grey} strokeWidth="6" strokeLinecap="round" />
      <rect x="62" y="110" width="76" height="30" rx="4" fill={cyan} />
      <text x="100" y="132" textAnchor="middle" fontSize="18" fontWeight="700" fill={navy} fontFamily="Arial, sans-serif">
        DUE
      </text>
    </g>
  ),
  lifebuoy: (
    <g>
      <circle cx="100" cy="100" r="66" fill={white} stroke={navy} strokeWidth="4" />
      <circle cx="100" cy="100" r="30" fill={grey} stroke={navy} strokeWidth="4" />
      {[0, 90, 180, 270].map((a) => (
        <path key={a} d="M84 36a66 66 0 0 1 32 0l-6 36a30 30 0 0 0-20 0z" fill={cyan} stroke={navy} strokeWidth="3" transform={`rotate(${a + 45} 100 100)`} />
      ))}
    </g>
  ),
} satisfies Record<string, ReactElement>;
