import type { ReactNode } from 'react';

/** 40 px line icons for benefits, values and guides; decorative (the heading beside each names it). */
const icon = (body: ReactNode) => (
  <svg
    viewBox="0 0 40 40"
    width="40"
    height="40"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {body}
  </svg>
);

export const sectionIcons = {
  community: icon(
    <>
      <circle cx="13" cy="14" r="5" />
      <circle cx="27" cy="14" r="5" />
      <path d="M4 33c0-6 4-10 9-10s9 4 9 10M18 33c0-6 4-10 9-10s9 4 9 10" />
    </>,
  ),
  lobbying: icon(
    <>
      <path d="M6 16h6l16-8v24l-16-8H6z" />
      <path d="M12 24l3 9h5l-2-8M32 14l3-2M33 20h4M32 26l3 2" />
    </>,
  ),
  support: icon(
    <>
      <circle cx="20" cy="20" r="14" />
      <circle cx="20" cy="20" r="6" />
      <path d="M10 10l6 6M30 10l-6 6M10 30l6-6M30 30l-6-6" />
    </>,
  ),
  difference: icon(<path d="M6 28l9-9 6 6 13-13M26 12h8v8" />),
  integrity: icon(
    <>
      <path d="M20 5l13 5v9c0 8-6 14-13 17-7-3-13-9-13-17v-9z" />
      <path d="M14 20l4 4 8-8" />
    </>,
  ),
  fairness: icon(<path d="M20 6v28M12 34h16M8 11h24M8 11l-5 11h10zM32 11l-5 11h10z" />),
  bold: icon(
    <>
      <path d="M20 5a10 10 0 0 0-6 18v4h12v-4A10 10 0 0 0 20 5z" />
      <path d="M15 31h10M17 35h6" />
    </>,
  ),
  lock: icon(
    <>
      <rect x="9" y="18" width="22" height="16" rx="3" />
      <path d="M14 18v-5a6 6 0 0 1 12 0v5" />
      <path d="M20 24v4" />
    </>,
  ),
  download: icon(<path d="M20 6v20M12 18l8 8 8-8M8 33h24" />),
  arrow: icon(<path d="M8 20h24M24 12l8 8-8 8" />),
  mail: icon(
    <>
      <rect x="5" y="9" width="30" height="22" rx="3" />
      <path d="M6 11l14 10 14-10" />
    </>,
  ),
  whatsapp: icon(
    <>
      <path d="M7 33l2-7a13 13 0 1 1 5 5z" />
      <path d="M15 15c0 6 4 10 10 10l2-3-3-2-2 2c-2-1-3-2-4-4l2-2-2-3z" />
    </>,
  ),
  facebook: icon(<path d="M23 35V21h5l1-5h-6v-3c0-2 1-3 3-3h3V5h-4c-5 0-7 3-7 7v4h-4v5h4v14" />),
  check: icon(
    <>
      <circle cx="20" cy="20" r="15" />
      <path d="M13 20l5 5 9-9" />
    </>,
  ),
  tip: icon(
    <>
      <circle cx="20" cy="20" r="15" />
      <path d="M20 18v10M20 12v1" />
    </>,
  ),
} satisfies Record<string, ReactNode>;

/** In the order of docs/product/look-and-content.md's values. */
export const valueIcons = [sectionIcons.community, sectionIcons.difference, sectionIcons.integrity, sectionIcons.fairness, sectionIcons.bold];
