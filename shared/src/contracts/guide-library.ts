import './zod-setup';
import { z } from 'zod';

/**
 * The guides library in the staff area (docs/product/pages.md, "Guides"): the guides as a table, a PDF
 * uploaded for a guide (checked by its bytes: `%PDF-`, at most 10 MB), its title, summary and whether it
 * is featured, a file replaced under the same slug and download address, a guide retired, and how often
 * each was downloaded.
 */

export const guideUploadMaxBytes = 10 * 1024 * 1024;
export const staffGuidesPath = '/api/staff/guides';

export const guideLibraryMessages = {
  notPdf: 'A guide must be a PDF file.',
  tooLarge: 'A guide can be at most 10 MB.',
  slugTaken: 'A guide with that address already exists.',
  notFound: 'No such guide.',
  titleRequired: 'A guide needs a title.',
} as const;

export const guideSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A guide’s address is lowercase words joined by hyphens.')
  .max(80);

/** A guide's words and place: what staff edit beside the file. */
export const guideDetailsSchema = z.strictObject({
  title: z.string().trim().min(1, guideLibraryMessages.titleRequired).max(120),
  summary: z.string().trim().max(300),
  featured: z.boolean(),
});
export const guideDetailsUpdateSchema = guideDetailsSchema.partial();

export const staffGuideSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  featured: z.boolean(),
  position: z.number(),
  state: z.enum(['live', 'retired']),
  /** Uploaded: a PDF staff gave (else the guide is drawn from its text in api/content/guides). */
  uploaded: z.boolean(),
  fileBytes: z.number().nullable(),
  fileUpdatedAt: z.string().nullable(),
  downloads: z.number(),
  /** Where members download it (the same address after a replace). */
  downloadPath: z.string(),
});
export type StaffGuide = z.infer<typeof staffGuideSchema>;
export const staffGuideListSchema = z.object({ success: z.literal(true), payload: z.array(staffGuideSchema) });
export const staffGuideResponseSchema = z.object({ success: z.literal(true), payload: staffGuideSchema });
