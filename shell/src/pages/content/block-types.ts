import type { BlockOf, PageBlockType } from '@tenants/shared/model';

/** One block of a page record, by its type (shared/src/contracts/pages.ts): what each section component draws. */
export type PageBlockOf<T extends PageBlockType> = BlockOf<T>;
