import os from 'node:os';
import path from 'node:path';
import { blank, type Env } from '../../config/parse';
import { findRepoRoot } from '../../repo-root';

export interface ArticlesConfig {
  /**
   * Where pictures staff upload for articles are written (MEDIA_UPLOAD_DIR; docs/product/staff.md): by
   * default `$XDG_DATA_HOME/tenants-site/media/articles` (`~/.local/share/…`), outside the app tree. The
   * picture route looks here first, then in the articles' media folder.
   */
  mediaUploadDir: string;
}

export function loadArticlesConfig(env: Env): ArticlesConfig {
  return {
    // Outside the app tree: a release, a checkout's clean or a redeploy never takes uploads with
    // it, and nothing uploaded lands among the code. The user's data folder (XDG) unless MEDIA_UPLOAD_DIR says.
    mediaUploadDir: blank(env.MEDIA_UPLOAD_DIR)
      ? path.join(blank(env.XDG_DATA_HOME) ? path.join(os.homedir(), '.local', 'share') : env.XDG_DATA_HOME!, 'tenants-site', 'media', 'articles')
      : path.resolve(findRepoRoot(), env.MEDIA_UPLOAD_DIR!),
  };
}
