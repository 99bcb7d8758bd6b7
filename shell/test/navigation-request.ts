/**
 * jsdom has no Fetch API, and react-router's data router builds a Request for every navigation. This is the
 * part of Request it reads for client-side navigations (url, method, signal, headers.get).
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers = new Map<string, string>();
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: NavigationRequest });
}
