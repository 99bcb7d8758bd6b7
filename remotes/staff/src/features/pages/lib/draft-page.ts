import axios from 'axios';
import { errorSummaryId, pageDraftSchema, plainPageMessage, type DraftBlock, type PageDraftInput, type StaffPage } from '@tenants/shared';

/** Errors by path as the API names them (`blocks.2.title`, `title`, `card.text`). */
export type PathErrors = Record<string, string>;

/** A block on the desk: its record and a key that follows it when it moves (its rich text editor keeps its place). */
export interface DeskBlock {
  key: string;
  block: Record<string, unknown> & { type: string };
}

let keys = 0;
export const deskBlock = (block: Record<string, unknown> & { type: string }): DeskBlock => ({ key: `b${++keys}`, block });

export interface PageForm {
  title: string;
  blocks: DeskBlock[];
  /** A service page's card, as typed. */
  card: Record<string, unknown> | null;
}

export const formFromPage = (page: StaffPage): PageForm => ({
  title: page.draft.title,
  blocks: page.draft.blocks.map((block) => deskBlock(block as DeskBlock['block'])),
  card: page.card ? { ...page.card } : null,
});

/** What the draft sends: the title, the blocks and (a service page's) card. */
export const draftOf = (form: PageForm): PageDraftInput =>
  ({ title: form.title, blocks: form.blocks.map((item) => item.block as DraftBlock), ...(form.card ? { card: form.card } : {}) }) as PageDraftInput;

export const sameForm = (a: PageForm, b: PageForm) => JSON.stringify(draftOf(a)) === JSON.stringify(draftOf(b));

/**
 * The API's own check of a draft (`pageDraftSchema`): each block on its own, fields of the right shape. The
 * draft to send, or each path's first message, so every field shows its own.
 */
export function checkPageDraft(form: PageForm): { draft: PageDraftInput; errors?: undefined } | { draft?: undefined; errors: PathErrors } {
  const draft = draftOf(form);
  const result = pageDraftSchema.safeParse(draft);
  if (result.success) return { draft: result.data };
  const errors: PathErrors = {};
  // Named with the draft at hand: "The hero needs an introduction.", not "Block 1 needs …".
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= plainPageMessage(issue, draft);
  return { errors };
}

/**
 * A refusal's messages by path (`errors[].path`: publishing names every missing field), or undefined when
 * it names none (a toast says it).
 */
export function apiPathErrors(error: unknown): PathErrors | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return undefined;
  const body = error.response.data as { errors?: Array<{ message?: unknown; path?: unknown }> } | undefined;
  const errors: PathErrors = {};
  for (const item of body?.errors ?? []) {
    if (typeof item?.message !== 'string' || typeof item.path !== 'string' || !item.path) continue;
    errors[item.path] ??= item.message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The id of the input for a path: `blocks.2.title` → `pg-blocks-2-title`. */
export const inputIdOf = (path: string) => `pg-${path.replace(/\./g, '-')}`;

/** The summary's links: each error to its field's input (a missing block: to the block chooser). */
export const summaryItems = (errors: PathErrors) =>
  Object.entries(errors)
    .filter(([path]) => path !== 'publishAt' && path !== 'address')
    .map(([path, message]) => ({ field: path === 'blocks' ? 'pg-add-block' : inputIdOf(path), message }));

/** Focus on the error summary at the top (GOV.UK's pattern): it names every field, each a link to it. */
export function focusSummary(errors: PathErrors) {
  const summary = document.getElementById(errorSummaryId);
  if (summary && summaryItems(errors).length > 1) summary.focus();
  else focusFirst(errors);
}

/** The first input on the page for an error's path, or for the nearest field that holds it (a missing picture: its select). */
export function focusFirst(errors: PathErrors) {
  const ids = [...document.querySelectorAll<HTMLElement>('[id^="pg-"]')].map((element) => element.id);
  for (const id of ids) {
    const path = Object.keys(errors).find((key) => id === inputIdOf(key) || id.startsWith(`${inputIdOf(key)}-`));
    if (path) {
      document.getElementById(id)?.focus();
      return;
    }
  }
}
