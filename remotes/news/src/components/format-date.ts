import { format, parseISO } from 'date-fns';

/** "3rd March 2024" (SPEC §9). */
export const formatArticleDate = (iso: string) => format(parseISO(iso), 'do MMMM yyyy');
