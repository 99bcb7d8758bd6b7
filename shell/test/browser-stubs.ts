import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/**
 * jsdom has no layout: these stand in for the viewport width (matchMedia), the scroll position and
 * window.scrollTo, so tests can drive what the header reacts to.
 */
export function stubViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = jest.fn((query: string) => {
    const entry = { query, listeners: new Set<(event: MediaQueryListEvent) => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    } as unknown as MediaQueryList;
  });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  setScrollY(0);
  return {
    resize(next: number) {
      width = next;
      for (const { query, listeners } of lists) {
        listeners.forEach((listener) => listener({ matches: evaluate(query), media: query } as MediaQueryListEvent));
      }
    },
  };
}

/** Moves the page's scroll offset and fires the scroll event the page listens to. */
export function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

type Reply = { status: number; data?: unknown } | 'network-error';

/**
 * Replaces axios's HTTP layer for every client created afterwards (createApiClient copies axios.defaults),
 * answering each request from `reply`. Non-2xx answers reject the way axios's own adapters do.
 */
export function stubHttp(reply: (request: InternalAxiosRequestConfig) => Reply | Promise<Reply>) {
  const adapter = jest.fn<ReturnType<AxiosAdapter>, [InternalAxiosRequestConfig]>(async (config) => {
    const answer = await reply(config);
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  });
  axios.defaults.adapter = adapter;
  return adapter;
}

/** The JSON body axios sent. */
export const sentBody = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data));
