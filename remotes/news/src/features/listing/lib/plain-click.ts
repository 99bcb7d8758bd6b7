import type { MouseEvent } from 'react';

/**
 * Whether a click on one of the listing's links is the listing's to answer without a reload. A click meant
 * for a new tab or window (a modifier, the middle button) is left to the browser, which opens the link's
 * address there.
 */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
