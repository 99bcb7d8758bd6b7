import { adviceArt } from './art-advice';
import { peopleArt } from './art-people';
import { propertyArt } from './art-property';

/**
 * Hand-drawn subjects on a 200 × 200 canvas, in the house palette. Each scene (see illustration.tsx) frames
 * one of them, so every picture on the site shows what its section is about. Kept by theme in files of
 * their own; this is the one table the pages name them by.
 */
export const art = { ...propertyArt, ...adviceArt, ...peopleArt };

export type ArtName = keyof typeof art;
