import type { ReactElement } from 'react';
import { navy, deep, mid, cyan, grey, white, doc } from './art-kit';

/** Property: premises, leases, keys and the work on them. */
export const propertyArt = {
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
} satisfies Record<string, ReactElement>;
