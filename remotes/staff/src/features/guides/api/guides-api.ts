import type { AxiosInstance } from 'axios';
import { staffGuideListSchema, staffGuideResponseSchema, staffGuidesPath, type StaffGuide } from '@tenants/shared';

// The guides library's calls (docs/product/pages.md, "Guides"). A PDF travels as the raw body
// (`Content-Type: application/pdf`), a new guide's details in the query beside it.

const guidePath = (slug: string) => `${staffGuidesPath}/${encodeURIComponent(slug)}`;
const pdf = { headers: { 'Content-Type': 'application/pdf' } };

export async function getGuides(client: AxiosInstance, signal?: AbortSignal): Promise<StaffGuide[]> {
  const { data } = await client.get(staffGuidesPath, { signal });
  return staffGuideListSchema.parse(data).payload;
}

export interface NewGuide {
  slug: string;
  title: string;
  summary: string;
  featured: boolean;
}

/** POST /api/staff/guides?slug=&title=&summary=&featured= with the PDF as the body. */
export async function uploadGuide(client: AxiosInstance, details: NewGuide, file: Blob): Promise<StaffGuide> {
  const { data } = await client.post(staffGuidesPath, file, { ...pdf, params: { ...details, featured: String(details.featured) } });
  return staffGuideResponseSchema.parse(data).payload;
}

/** PUT …/:slug/file: a new PDF under the same slug, download address and count. */
export async function replaceGuideFile(client: AxiosInstance, slug: string, file: Blob): Promise<StaffGuide> {
  const { data } = await client.put(`${guidePath(slug)}/file`, file, pdf);
  return staffGuideResponseSchema.parse(data).payload;
}

/** PUT …/:slug: any of title, summary, featured. */
export async function updateGuide(client: AxiosInstance, slug: string, details: Partial<Omit<NewGuide, 'slug'>>): Promise<StaffGuide> {
  const { data } = await client.put(guidePath(slug), details);
  return staffGuideResponseSchema.parse(data).payload;
}

/** POST …/:slug/retire or …/reinstate. */
export async function setGuideRetired(client: AxiosInstance, slug: string, retired: boolean): Promise<StaffGuide> {
  const { data } = await client.post(`${guidePath(slug)}/${retired ? 'retire' : 'reinstate'}`, {});
  return staffGuideResponseSchema.parse(data).payload;
}
