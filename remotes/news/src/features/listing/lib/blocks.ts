import { articlesPerBlock } from '@tenants/shared/core';

/** Articles in blocks of five: the first of each block is shown large (docs/product/news.md). */
export function toBlocks<T>(items: T[]): T[][] {
  const blocks: T[][] = [];
  for (let i = 0; i < items.length; i += articlesPerBlock) blocks.push(items.slice(i, i + articlesPerBlock));
  return blocks;
}
