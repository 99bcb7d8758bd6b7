import { below } from '@tenants/shared/core';

/** The advice page's guides section (the shell renders it with this id). */
export const guidesAnchor = 'guides';
export const guidesPage = `/advice-support#${guidesAnchor}`;

/** docs/product/accounts-and-guides.md: 96 px above the section on mobile; wider screens clear the fixed 80 px header with some air. */
export const guidesOffset = { mobile: 96, wide: 112 } as const;

/**
 * After "View Guides" navigates to the advice page, scrolls smoothly to its guides section, at the spec's
 * offset, once it is on the page. The shell first brings a new page's #anchor into view as it appears, so
 * this scroll waits two frames after the section appears; it gives up quietly if the section never shows
 * (the visitor still gets the page).
 */
export function scrollToGuides({ timeoutMs = 5000 } = {}): void {
  const started = Date.now();
  const attempt = () => {
    const target = document.getElementById(guidesAnchor);
    if (!target) {
      if (Date.now() - started < timeoutMs) window.setTimeout(attempt, 50);
      return;
    }
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => {
        const offset = window.matchMedia(below('tablet')).matches ? guidesOffset.mobile : guidesOffset.wide;
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset, behavior: smooth ? 'smooth' : 'auto' });
      }),
    );
  };
  window.setTimeout(attempt, 0);
}
