import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../../app/runtime-config';
import { loadSharedApi } from '../../app/shared-api';
import { useAuthStore } from '../../stores/auth-store';

/** Fetched again this long before the signed links expire, so a Download never opens a dead link. */
const refreshMarginMs = 30_000;

/**
 * A member's download links, by guide slug. The API signs each link for a few minutes (a new tab cannot
 * send the session's Authorization header), so the list is fetched when a member arrives and again before
 * the links expire. Visitors get no links.
 */
export function useGuideLinks(): Record<string, string> {
  const config = useRuntimeConfig();
  const token = useAuthStore((s) => s.token);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const [links, setLinks] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!loggedIn || !token) {
      setLinks({});
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const load = async () => {
      try {
        const { createApiClient, guidesPath, guidesResponseSchema } = await loadSharedApi();
        const { data } = await createApiClient(config, () => token).get(guidesPath);
        const { guides, filesExpireAt } = guidesResponseSchema.parse(data).payload;
        if (cancelled) return;
        setLinks(Object.fromEntries(guides.filter((g) => g.file).map((g) => [g.slug, g.file!])));
        if (filesExpireAt) timer = setTimeout(load, Math.max(5_000, Date.parse(filesExpireAt) - Date.now() - refreshMarginMs));
      } catch (error) {
        // The buttons wait for links; the auth store's own check logs out a visitor whose token is gone.
        console.error('[shell] guides', error);
      }
    };
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [config, loggedIn, token]);

  return links;
}
