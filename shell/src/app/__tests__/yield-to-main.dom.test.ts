import { documentParsed } from '../yield-to-main';

describe('documentParsed', () => {
  afterEach(() => {
    // Back to jsdom's own value.
    delete (document as { readyState?: string }).readyState;
  });

  it('waits while the page is still being parsed, and resolves at DOMContentLoaded', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    let parsed = false;
    const waiting = documentParsed().then(() => {
      parsed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(parsed).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await waiting;
    expect(parsed).toBe(true);
  });

  it('resolves at once on a page already parsed', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    await expect(documentParsed()).resolves.toBeUndefined();
  });
});
