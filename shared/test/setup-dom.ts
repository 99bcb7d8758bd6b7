import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { stubMatchMedia } from './match-media';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout and no matchMedia; react-hot-toast's Toaster asks it about reduced motion. Tests
// that need a screen width or a motion preference stub their own with stubMatchMedia.
if (!window.matchMedia) stubMatchMedia();
