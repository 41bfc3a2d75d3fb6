/** Paging and search limits, without zod, so web code that only needs the numbers stays light. */

/** SPEC.md §9: page size 10. The cap keeps one request from asking for the whole catalog. */
export const pageLimits = { defaultLimit: 10, maxLimit: 50, maxPage: 10_000 } as const;

/** The longest free-text search term the API accepts. */
export const searchTermMaxLength = 100;
