import { readFileSync } from 'node:fs';
import path from 'node:path';
import { above, below, breakpoints, button, layout, palette } from '../tokens';

const css = readFileSync(path.join(__dirname, '../tokens.css'), 'utf8');
const cssVar = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1].trim();
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('design tokens', () => {
  it('has the breakpoints of docs/product/look-and-content.md in both the TS constants and the CSS', () => {
    expect(breakpoints).toEqual({
      mobileS: 323,
      mobileM: 378,
      mobileML: 478,
      mobileL: 630,
      tablet: 770,
      tabletL: 995,
      laptop: 1203,
      laptopL: 1439,
      desktop: 2560,
    });
    for (const [name, px] of Object.entries(breakpoints)) {
      const cssName = `bp-${kebab(name).replace('m-l', 'ml')}`;
      expect(`${cssName}=${cssVar(cssName)}`).toBe(`${cssName}=${px}px`);
    }
  });

  it('keeps every palette colour identical in CSS and TS', () => {
    for (const [name, hex] of Object.entries(palette)) {
      expect(`${name}=${cssVar(`color-${kebab(name)}`)}`).toBe(`${name}=${hex}`);
    }
  });

  it('sizes buttons and content as docs/product/look-and-content.md says', () => {
    expect(button).toMatchObject({ width: 178, height: 50, mobileHeight: 47, fontWeight: 700, radius: 4, borderWidth: 2 });
    expect(cssVar('button-width')).toBe('178px');
    expect(cssVar('button-height')).toBe('50px');
    expect(css).toMatch(/max-width: 630px\)[^}]*--button-height: 47px/);
    expect(layout.contentMaxWidth).toBe(1439);
    expect(cssVar('content-max-width')).toBe('1439px');
    expect(layout.sidePadding).toEqual({ desktop: 120, tablet: 48, mobile: 24 });
  });

  it('builds media queries at the breakpoint edges', () => {
    expect(below('laptop')).toBe('(max-width: 1203px)');
    expect(above('laptop')).toBe('(min-width: 1204px)');
  });
});

describe('colour contrast', () => {
  // WCAG 2 relative luminance and contrast ratio.
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each([
    ['navy text on cyan buttons', palette.navy, palette.cyan],
    ['white text on navy', palette.white, palette.navy],
    ['white text on deep blue', palette.white, palette.deepBlue],
    ['white text on mid blue', palette.white, palette.midBlue],
    ['navy text on off-white', palette.navy, palette.offWhite],
    ['navy text on light grey', palette.navy, palette.lightGrey],
    ['error red on white', palette.error, palette.white],
    ['success green on white', palette.success, palette.white],
    ['cyan on navy (links in the footer)', palette.cyan, palette.navy],
    ['muted text on white', palette.textMuted, palette.white],
    ['muted text on off-white', palette.textMuted, palette.offWhite],
    ['hint text on white', palette.textSubtle, palette.white],
    ['subtle text on white', palette.textSubtle, palette.white],
    ['placeholder text on white', palette.textPlaceholder, palette.white],
    ['text on navy', palette.textOnDark, palette.navy],
    ['small print on navy', palette.textOnDarkMuted, palette.navy],
    ['error text on navy', palette.errorTextOnDark, palette.navy],
    ['success text on navy', palette.successTextOnDark, palette.navy],
    ['success text on its tint', palette.textSuccess, palette.successTint],
    ['error red on its tint', palette.error, palette.errorTint],
  ])('%s meets WCAG AA for normal text', (_label, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('white on cyan fails AA, which is why text on cyan is navy', () => {
    expect(contrast(palette.white, palette.cyan)).toBeLessThan(4.5);
  });
});
