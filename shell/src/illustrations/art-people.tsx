import type { ReactElement } from 'react';
import { navy, deep, mid, cyan, grey, white, person } from './art-kit';

/** People and their voice: members, community, campaigns and contact. */
export const peopleArt = {
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
