import type { ReactElement } from 'react';

/**
 * Hand-drawn subjects on a 200 × 200 canvas, in the house palette. Each scene (see illustration.tsx) frames
 * one of them, so every picture on the site shows what its section is about.
 */
const navy = '#0b1b33';
const deep = '#123a6b';
const mid = '#2a5c9a';
const cyan = '#00c2e0';
const grey = '#e9edf2';
const white = '#ffffff';

const person = (x: number, y: number, body: string, s = 1) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <circle cx="0" cy="-34" r="13" fill={white} stroke={navy} strokeWidth="3" />
    <path d="M-22 12c0-19 10-30 22-30s22 11 22 30z" fill={body} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
  </g>
);

const doc = (x: number, y: number, w: number, h: number) => (
  <g transform={`translate(${x} ${y})`}>
    <rect width={w} height={h} rx="6" fill={white} stroke={navy} strokeWidth="3" />
    {[0, 1, 2, 3].map((i) => (
      <rect key={i} x="12" y={18 + i * 14} width={w - 24 - (i % 2) * 16} height="5" rx="2.5" fill={i === 0 ? mid : grey} />
    ))}
  </g>
);

export const art = {
  shopfront: (
    <g>
      <rect x="22" y="60" width="156" height="118" fill={white} stroke={navy} strokeWidth="3" />
      <path d="M16 60h168l-10-30H26z" fill={deep} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
      <path d="M16 60h28v10a14 14 0 0 1-28 0zM72 60h28v10a14 14 0 0 1-28 0zM128 60h28v10a14 14 0 0 1-28 0z" fill={cyan} />
      <path d="M44 60h28v10a14 14 0 0 1-28 0zM100 60h28v10a14 14 0 0 1-28 0zM156 60h28v10a14 14 0 0 1-28 0z" fill={white} />
      <rect x="36" y="98" width="72" height="50" fill={grey} stroke={navy} strokeWidth="3" />
      <rect x="122" y="98" width="42" height="80" fill={mid} stroke={navy} strokeWidth="3" />
      <circle cx="156" cy="140" r="3" fill={white} />
      <path d="M44 140h56" stroke={cyan} strokeWidth="4" strokeLinecap="round" />
      <path d="M10 178h180" stroke={navy} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  office: (
    <g>
      <rect x="56" y="26" width="88" height="152" fill={white} stroke={navy} strokeWidth="3" />
      {[0, 1, 2, 3, 4, 5].map((r) =>
        [0, 1, 2].map((c) => <rect key={`${r}-${c}`} x={68 + c * 24} y={40 + r * 20} width="16" height="12" fill={(r + c) % 3 === 0 ? cyan : grey} />),
      )}
      <rect x="88" y="156" width="24" height="22" fill={mid} />
      <rect x="18" y="96" width="38" height="82" fill={deep} stroke={navy} strokeWidth="3" />
      <rect x="144" y="78" width="40" height="100" fill={mid} stroke={navy} strokeWidth="3" />
      <path d="M10 178h180" stroke={navy} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  lease: (
    <g>
      {doc(38, 22, 110, 150)}
      <path d="M56 140c10-10 16 8 26-2s14 6 24-4" fill="none" stroke={deep} strokeWidth="3" strokeLinecap="round" />
      <path d="M56 152h70" stroke={navy} strokeWidth="2" />
      <g transform="rotate(35 150 120)">
        <rect x="142" y="56" width="16" height="96" rx="4" fill={cyan} stroke={navy} strokeWidth="3" />
        <path d="M142 152l8 20 8-20z" fill={white} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
      </g>
    </g>
  ),
  calendar: (
    <g>
      <rect x="28" y="40" width="144" height="132" rx="10" fill={white} stroke={navy} strokeWidth="3" />
      <path d="M28 74h144V50a10 10 0 0 0-10-10H38a10 10 0 0 0-10 10z" fill={deep} stroke={navy} strokeWidth="3" />
      <path d="M62 28v24M138 28v24" stroke={navy} strokeWidth="6" strokeLinecap="round" />
      {[0, 1, 2, 3].map((r) =>
        [0, 1, 2, 3, 4].map((c) => (
          <rect key={`${r}-${c}`} x={42 + c * 24} y={86 + r * 20} width="18" height="13" rx="2" fill={r === 2 && c === 3 ? cyan : grey} />
        )),
      )}
      <circle cx="123" cy="132" r="15" fill="none" stroke={navy} strokeWidth="3" />
    </g>
  ),
  keys: (
    <g>
      <path d="M30 100l70-58 70 58v78H30z" fill={white} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
      <path d="M18 106l82-70 82 70" fill="none" stroke={deep} strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="84" y="124" width="32" height="54" fill={mid} stroke={navy} strokeWidth="3" />
      <g transform="translate(118 60) rotate(-30)">
        <circle cx="0" cy="0" r="16" fill={cyan} stroke={navy} strokeWidth="3" />
        <circle cx="0" cy="0" r="5" fill={white} stroke={navy} strokeWidth="2" />
        <path d="M16 0h46v12M48 0v10" fill="none" stroke={navy} strokeWidth="5" strokeLinecap="round" />
      </g>
    </g>
  ),
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
  tools: (
    <g>
      <g transform="rotate(-40 100 100)">
        <rect x="92" y="48" width="16" height="128" rx="6" fill={mid} stroke={navy} strokeWidth="3" />
        <path d="M70 30h60v22a8 8 0 0 1-8 8H78a8 8 0 0 1-8-8z" fill={grey} stroke={navy} strokeWidth="3" />
      </g>
      <g transform="rotate(40 100 100)">
        <rect x="93" y="70" width="14" height="110" rx="6" fill={cyan} stroke={navy} strokeWidth="3" />
        <path d="M82 26a22 22 0 1 0 36 0v22h-36z" fill={white} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
      </g>
    </g>
  ),
  bolt: (
    <g>
      <circle cx="100" cy="100" r="74" fill={white} stroke={navy} strokeWidth="3" />
      <path d="M110 34L62 108h36l-10 58 50-78h-36z" fill={cyan} stroke={navy} strokeWidth="4" strokeLinejoin="round" />
      <path d="M26 100h14M160 100h14M100 26v8" stroke={deep} strokeWidth="4" strokeLinecap="round" />
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
  people: (
    <g>
      {person(58, 122, mid, 1)}
      {person(142, 122, deep, 1)}
      {person(100, 150, cyan, 1.2)}
    </g>
  ),
  community: (
    <g>
      <circle cx="100" cy="100" r="70" fill="none" stroke={cyan} strokeWidth="4" strokeDasharray="10 8" />
      {person(100, 62, cyan, 0.8)}
      {person(46, 138, mid, 0.8)}
      {person(154, 138, deep, 0.8)}
      <circle cx="100" cy="118" r="14" fill={white} stroke={navy} strokeWidth="3" />
      <path d="M93 118l5 5 9-10" fill="none" stroke={navy} strokeWidth="3" strokeLinecap="round" />
    </g>
  ),
  chat: (
    <g>
      <path
        d="M20 40h104a10 10 0 0 1 10 10v54a10 10 0 0 1-10 10H62l-24 22v-22H20a10 10 0 0 1-10-10V50a10 10 0 0 1 10-10z"
        fill={white}
        stroke={navy}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M180 86H88a10 10 0 0 0-10 10v48a10 10 0 0 0 10 10h52l22 20v-20h18a10 10 0 0 0 10-10V96a10 10 0 0 0-10-10z"
        fill={cyan}
        stroke={navy}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M32 66h76M32 84h52M100 110h68M100 128h44" stroke={deep} strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  megaphone: (
    <g>
      <path d="M40 84h26l76-44v120l-76-44H40z" fill={white} stroke={navy} strokeWidth="4" strokeLinejoin="round" />
      <rect x="26" y="80" width="20" height="40" rx="4" fill={cyan} stroke={navy} strokeWidth="3" />
      <path d="M64 116l14 46h20l-10-38" fill={mid} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
      <path d="M160 72l20-12M164 100h22M160 128l20 12" stroke={cyan} strokeWidth="6" strokeLinecap="round" />
    </g>
  ),
  parliament: (
    <g>
      <rect x="18" y="96" width="164" height="76" fill={white} stroke={navy} strokeWidth="3" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <rect key={i} x={28 + i * 22} y="110" width="10" height="40" fill={grey} stroke={navy} strokeWidth="2" />
      ))}
      <rect x="132" y="30" width="34" height="66" fill={deep} stroke={navy} strokeWidth="3" />
      <circle cx="149" cy="54" r="10" fill={white} stroke={navy} strokeWidth="2" />
      <path d="M149 54v-6M149 54l5 3" stroke={navy} strokeWidth="2" strokeLinecap="round" />
      <path d="M132 30l17-20 17 20z" fill={cyan} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
      <path d="M10 172h180" stroke={navy} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  door: (
    <g>
      <rect x="46" y="22" width="100" height="156" fill={grey} stroke={navy} strokeWidth="3" />
      <path d="M46 22l62 14v156l-62-14z" fill={mid} stroke={navy} strokeWidth="3" strokeLinejoin="round" />
      <circle cx="96" cy="110" r="4" fill={white} />
      <path d="M136 100h46M166 84l16 16-16 16" fill="none" stroke={cyan} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  transfer: (
    <g>
      {doc(14, 52, 72, 100)}
      {doc(114, 52, 72, 100)}
      <path d="M72 32c20-18 46-18 60 0M128 168c-20 18-46 18-60 0" fill="none" stroke={cyan} strokeWidth="6" strokeLinecap="round" />
      <path d="M124 22l10 12-14 6M76 178l-10-12 14-6" fill="none" stroke={cyan} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  merge: (
    <g>
      <rect x="14" y="70" width="50" height="90" fill={white} stroke={navy} strokeWidth="3" />
      <rect x="136" y="50" width="50" height="110" fill={grey} stroke={navy} strokeWidth="3" />
      <path d="M64 110h22M136 110h-22" stroke={cyan} strokeWidth="6" strokeLinecap="round" />
      <circle cx="100" cy="110" r="18" fill={cyan} stroke={navy} strokeWidth="3" />
      <path d="M92 110h16M100 102v16" stroke={navy} strokeWidth="4" strokeLinecap="round" />
      <path d="M8 162h184" stroke={navy} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  paint: (
    <g>
      <rect x="30" y="34" width="120" height="46" rx="8" fill={cyan} stroke={navy} strokeWidth="4" />
      <path d="M150 56h18v42h-70v22" fill="none" stroke={navy} strokeWidth="5" strokeLinejoin="round" />
      <rect x="88" y="118" width="20" height="60" rx="5" fill={deep} stroke={navy} strokeWidth="3" />
      <path d="M40 96h44" stroke={cyan} strokeWidth="8" strokeLinecap="round" opacity="0.5" />
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
  mail: (
    <g>
      <rect x="20" y="50" width="160" height="110" rx="10" fill={white} stroke={navy} strokeWidth="4" />
      <path d="M24 56l76 58 76-58" fill="none" stroke={deep} strokeWidth="4" strokeLinejoin="round" />
      <circle cx="164" cy="54" r="20" fill={cyan} stroke={navy} strokeWidth="3" />
      <path d="M156 54h16M164 46v16" stroke={navy} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  phone: (
    <g>
      <rect x="60" y="16" width="80" height="168" rx="14" fill={deep} stroke={navy} strokeWidth="3" />
      <rect x="68" y="34" width="64" height="124" rx="4" fill={white} />
      <path d="M76 52h40a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H92l-10 8v-8h-6a6 6 0 0 1-6-6V58a6 6 0 0 1 6-6z" fill={cyan} />
      <path d="M124 96H88a6 6 0 0 0-6 6v14a6 6 0 0 0 6 6h22l10 8v-8h4a6 6 0 0 0 6-6v-14a6 6 0 0 0-6-6z" fill={grey} />
      <circle cx="100" cy="170" r="5" fill={white} />
    </g>
  ),
} satisfies Record<string, ReactElement>;

export type ArtName = keyof typeof art;
