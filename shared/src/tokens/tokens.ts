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
  // Shades and washes around the palette, each named by its role (no raw colour outside the tokens).
  /** Long-form reading text and body text: article bodies, the editor and its preview, intros and quotes. */
  textStrong: '#1d2b40',
  /** Secondary text on white and off-white: card text and summaries, answers, intros, notes, the documents' dates. */
  textMuted: '#33435a',
  /** Hints and quieter lines: form hints, reviews, the staff area, the news cards' date and category. */
  textSubtle: '#4a5a70',
  /** Placeholder text in fields (the news search, the footer's newsletter field). */
  textPlaceholder: '#5b6b80',
  /** A disabled pagination arrow. */
  textDisabled: '#6b7a8f',
  /** Success text on a light green tint. */
  textSuccess: '#145a2a',
  /** Body text on navy. */
  textOnDark: '#dbe4ef',
  /** Small print on navy (the footer credit). */
  textOnDarkMuted: '#b7c3d1',
  /** An error outline on navy. */
  errorOnDark: '#ff6b5e',
  /** Error text on navy. */
  errorTextOnDark: '#ffb4ab',
  /** A success outline on navy. */
  successOnDark: '#3ccf6e',
  /** Success text on navy. */
  successTextOnDark: '#7ee2a0',
  /** Input, search field and badge borders (3:1 against white). */
  borderInput: '#7d8ba0',
  /** Table, fieldset and toolbar borders; the documents' table rules. */
  border: '#c5ced9',
  /** Lines between FAQ items and under the tabs; panels', tables' and cards' borders; a light grey button under the pointer. */
  divider: '#d4dbe4',
  /** Lines between table rows. */
  borderRow: '#e1e6ec',
  /** A warning badge border. */
  warning: '#8a6d00',
  /** A primary button under the pointer. */
  cyanHover: '#33d1ea',
  /** The current page in the navigation bar; a new or pending badge. */
  cyanTint: '#e0f7fb',
  /** An in-progress badge. */
  warningTint: '#fff5d6',
  /** A done or published badge and note; a community card once its form is sent. */
  successTint: '#e5f3ea',
  /** A failed badge; a danger button under the pointer. */
  errorTint: '#fbeceb',
  /** A faint fill on navy: secondary buttons, tiles, round icons. */
  fillOnDark: 'rgba(255, 255, 255, 0.08)',
  /** Lines on navy. */
  dividerOnDark: 'rgba(255, 255, 255, 0.12)',
  /** Tiles' borders, a progress bar's track and the loading spinner's ring, on navy. */
  borderOnDark: 'rgba(255, 255, 255, 0.22)',
  /** A button outline on navy. */
  borderOnDarkStrong: 'rgba(255, 255, 255, 0.5)',
  /** A secondary button or a tile on navy under the pointer; the current staff tab. */
  cyanWash: 'rgba(0, 194, 224, 0.18)',
  /** The cyan glow of the page hero and the account band. */
  glow: 'rgba(0, 194, 224, 0.2)',
  /** Loading overlays and dialog backdrops. */
  overlay: 'rgba(11, 27, 51, 0.72)',
  /** A card at rest or under the pointer; the enquiry wizard. */
  shadowSoft: 'rgba(11, 27, 51, 0.12)',
  /** A news card under the pointer; the selected review; a guide's lock icon. */
  shadowCardHover: 'rgba(11, 27, 51, 0.18)',
  /** A drop-down menu. */
  shadowMenu: 'rgba(11, 27, 51, 0.25)',
  /** Deep shadows, black: the fixed header, the account card, a dialog. */
  shadowStrong: 'rgba(0, 0, 0, 0.28)',
  /** Printing: plain black text. */
  black: '#000000',
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
