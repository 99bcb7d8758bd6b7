/**
 * Whether the browser may be sent to a card-check URL a provider gave: our own challenge page (the URL
 * starts with its prefix: a path, or the API's absolute base plus the path), or an https/http URL on one of
 * the allowed origins. Anything else would make the donation form an open redirect.
 */
export function isAllowedRedirect(url: string, { challengePrefix, origins }: { challengePrefix: string; origins: string[] }): boolean {
  if (url.startsWith(`${challengePrefix}/`) && !url.includes('..')) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false; // relative, and not our challenge page
  }
  return ['https:', 'http:'].includes(parsed.protocol) && !parsed.username && !parsed.password && origins.includes(parsed.origin);
}
