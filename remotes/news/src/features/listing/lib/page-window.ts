/** Up to five page numbers around the current page (docs/product/news.md), shifted at either end to stay five wide. */
export const pageWindowSize = 5;

export function pageWindow(current: number, total: number): number[] {
  if (total < 1) return [];
  const start = Math.max(1, Math.min(current - Math.floor(pageWindowSize / 2), total - pageWindowSize + 1));
  const end = Math.min(total, start + pageWindowSize - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
