// jsdom ships no types and @types/jsdom is not installed: the API only builds a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
