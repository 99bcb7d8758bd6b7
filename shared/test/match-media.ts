/**
 * jsdom has no media queries. This answers each query with `matches(query)`, asked afresh each time it is
 * read, so a test can change the screen or the motion preference between renders. Every query answers no
 * unless told otherwise: a wide screen with motion allowed.
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
