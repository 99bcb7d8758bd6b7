import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { stubMatchMedia } from './match-media';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout and no matchMedia; react-hot-toast's Toaster asks it about reduced motion. Tests
// that need a screen width or a motion preference stub their own with stubMatchMedia.
if (!window.matchMedia) stubMatchMedia();

// findBy… and waitFor wait up to 5 s, not 1: npm test runs these beside the e2e suite on two cores, where a
// screen's lazily loaded code can take longer than a second to arrive. A wrong screen still fails, later.
configure({ asyncUtilTimeout: 5000 });
