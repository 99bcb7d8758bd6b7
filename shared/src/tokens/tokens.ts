/** Design tokens of docs/product/look-and-content.md, as TS constants; tokens.css carries the same values as custom properties. */
export const palette = {
  /** Accent cyan: primary buttons and highlights. Text on it is dark navy (white fails AA). */
  cyan: '#00c2e0',
  navy: '#0b1b33',
  midBlue: '#2a5c9a',
  deepBlue: '#123a6b',
  lightGrey: '#e9edf2',
  offWhite: '#f8f9fb',
  white: '#ffffff',
  success: '#1d7a3a',
  error: '#b3261e',
} as const;

export const breakpoints = {
  mobileS: 323,
  mobileM: 378,
  mobileML: 478,
  mobileL: 630,
  tablet: 770,
  tabletL: 995,
  laptop: 1203,
  laptopL: 1439,
  desktop: 2560,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** `(max-width: …)` query for "this breakpoint and narrower". */
export const below = (bp: Breakpoint) => `(max-width: ${breakpoints[bp]}px)`;
/** `(min-width: …)` query for "wider than this breakpoint". */
export const above = (bp: Breakpoint) => `(min-width: ${breakpoints[bp] + 1}px)`;

export const layout = {
  contentMaxWidth: breakpoints.laptopL,
  sidePadding: { desktop: 120, tablet: 48, mobile: 24 },
  headerHeight: 80,
} as const;

export const button = {
  width: 178,
  height: 50,
  mobileHeight: 47,
  fontWeight: 700,
  radius: 4,
  borderWidth: 2,
} as const;

/** Loading and block overlays are removed this long after their fade animation ends (docs/product/look-and-content.md). */
export const overlay = { fadeMs: 400, removeDelayMs: 300 } as const;
