import { randomBytes } from 'node:crypto';
import { blank, type Env } from '../../config/parse';
import { fromRoot } from '../../repo-root';

/** The member guides (docs/product/accounts-and-guides.md): where their PDFs are generated, and the key that signs download links. */
export interface GuidesConfig {
  /** Generated PDFs are written here (created when missing); a cache: deleting it only costs a regeneration. */
  dir: string;
  /** HMAC key of the signed download links; random per process when GUIDE_LINK_SECRET is unset. */
  linkSecret: string;
}

/**
 * The guide links' signing key. Unset, each process makes its own: links then stop working on a restart
 * (harmless: they last minutes) and differ between instances, so a multi-instance deployment sets it.
 */
function linkSecret(env: Env): string {
  const raw = env.GUIDE_LINK_SECRET;
  if (blank(raw)) return randomBytes(32).toString('hex');
  if (raw!.trim().length < 32) throw new Error('GUIDE_LINK_SECRET must be at least 32 characters');
  return raw!.trim();
}

export function loadGuidesConfig(env: Env): { guides: GuidesConfig } {
  return { guides: { dir: fromRoot(env.GUIDES_DIR, 'data/guides'), linkSecret: linkSecret(env) } };
}
