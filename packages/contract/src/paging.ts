import { z } from 'zod';
import { pageLimits, searchTermMaxLength } from './paging-rules.ts';

export { pageLimits, searchTermMaxLength } from './paging-rules.ts';

export const pageQueryShape = {
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(pageLimits.maxPage, `page must be at most ${pageLimits.maxPage}`)
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(pageLimits.maxLimit, `limit must be at most ${pageLimits.maxLimit}`)
    .default(pageLimits.defaultLimit),
};

export const pageInfoShape = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};

/** Free-text search terms: trimmed, bounded; an empty term means "no search". */
export const searchTermSchema = z
  .string()
  .trim()
  .max(searchTermMaxLength, `search must be at most ${searchTermMaxLength} characters`);
