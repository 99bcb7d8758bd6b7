/**
 * Where `?next=` may send a visitor after login or sign-up: a path on this site only (`/x`, never `//host`
 * or a URL), so the parameter cannot be used to send people elsewhere.
 */
export function sendOnTo(next: string | null): string | undefined {
  return next && /^\/(?![/\\])[^\s]*$/.test(next) ? next : undefined;
}

/** A link to another account screen that keeps the page to come back to. */
export const keepingNext = (path: string, next: string | undefined): string => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
