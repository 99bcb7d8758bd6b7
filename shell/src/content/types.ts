import type { ArtName } from '../illustrations/art';

/** A titled text with a small heading (benefits, values, process steps, goals). */
export interface Point {
  title: string;
  text: string;
}

export interface QA {
  question: string;
  answer: string;
}

/** A link to another page of the site: `to` navigates in-app, `href` is a plain link (full page load). */
export type ContentLink = { label: string } & ({ to: string } | { href: string });

/**
 * The static content object of docs/product/look-and-content.md: title, subtitle, text, image, mobile image, button flag, points
 * and Q&A. Sections render whichever fields are present.
 */
export interface ContentBlock {
  title: string;
  subtitle?: string;
  /** Paragraphs. */
  text: string[];
  image?: Picture;
  /** A tighter crop for narrow screens (630 px and below); the wide image is used when absent. */
  mobileImage?: Picture;
  /** Whether the block carries its Enquire Now button. */
  button?: boolean;
  points?: Point[];
  qa?: QA[];
  links?: ContentLink[];
}

/** A hand-drawn illustration (a scene's name) or an uploaded picture (its /media/ path), and its text alternative ('' for decoration). */
export interface Picture {
  art: ArtName | (string & {});
  alt: string;
}
