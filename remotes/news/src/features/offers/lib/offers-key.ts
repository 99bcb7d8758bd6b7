/**
 * Where /offers keeps the server's answer in the page's data. A file of its own, with no imports: the page
 * reads the key in the browser, and taking it from the loader would bring the loader's calls (the whole
 * shared package, zod included) into the first load.
 */
export const offersKey = 'offers:list';
