import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { articleMediaDir } from './media';
import { stopMediaEncoder } from './media-encode';

/** Where the articles' pictures are: staff uploads first, then the content folder the import reads. */
export interface MediaDirs {
  uploadDir: string;
  contentDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaDirs: MediaDirs;
  }
}

/** Gives the picture route and the staff area the media folders (MEDIA_UPLOAD_DIR; docs/product/staff.md). */
async function mediaPlugin(app: FastifyInstance, opts: { uploadDir: string }) {
  app.decorate('mediaDirs', { uploadDir: opts.uploadDir, contentDir: articleMediaDir });
  app.addHook('onClose', async () => stopMediaEncoder());
}

export default fp(mediaPlugin, { name: 'article-media' });
