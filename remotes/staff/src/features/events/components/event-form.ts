import axios from 'axios';
import { eventInputSchema, type EventInput, type StaffEvent } from '@tenants/shared';
import { isoToUkTime, ukTimeToIso } from '../../common/lib/format';

/** The form as typed: times as the UK wall clock (datetime-local), the rest as the contract has it. */
export interface Form {
  title: string;
  slug: string;
  summary: string;
  descriptionHtml: string;
  starts: string;
  ends: string;
  online: boolean;
  place: string;
  area: string;
  onlineUrl: string;
  capacity: string;
  audience: EventInput['audience'];
  pictureUrl: string;
  pictureAlt: string;
}
export type Errors = Partial<Record<keyof EventInput | 'picture', string>>;

export const empty: Form = {
  title: '',
  slug: '',
  summary: '',
  descriptionHtml: '',
  starts: '',
  ends: '',
  online: false,
  place: '',
  area: '',
  onlineUrl: '',
  capacity: '30',
  audience: 'members',
  pictureUrl: '',
  pictureAlt: '',
};

export const formOf = (event: StaffEvent): Form => ({
  title: event.title,
  slug: event.slug,
  summary: event.summary,
  descriptionHtml: event.descriptionHtml,
  starts: event.startsAt ? isoToUkTime(event.startsAt) : '',
  ends: event.endsAt ? isoToUkTime(event.endsAt) : '',
  online: event.online,
  place: event.place,
  area: event.area,
  onlineUrl: event.onlineUrl,
  capacity: String(event.capacity),
  audience: event.audience,
  pictureUrl: event.pictureUrl,
  pictureAlt: event.pictureAlt,
});

/** Each refusal beside its field (the API names it by `path`), the message otherwise. */
export function fieldErrors<Field extends string = keyof Errors>(error: unknown): Partial<Record<Field, string>> | undefined {
  if (!axios.isAxiosError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { errors?: Array<{ message?: unknown; path?: unknown }> } | undefined;
  const errors: Partial<Record<Field, string>> = {};
  for (const item of body?.errors ?? []) {
    if (typeof item.message === 'string' && typeof item.path === 'string' && item.path) errors[item.path as Field] ??= item.message;
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** The form as the contract has it, or every refusal by field. */
export function readForm(form: Form): { input: EventInput } | { errors: Errors } {
  const startsAt = form.starts ? ukTimeToIso(form.starts) : null;
  const endsAt = form.ends ? ukTimeToIso(form.ends) : null;
  const parsed = eventInputSchema.safeParse({ ...form, startsAt, endsAt, capacity: form.capacity });
  if (parsed.success) return { input: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof Errors] ??= issue.message;
  return { errors };
}
