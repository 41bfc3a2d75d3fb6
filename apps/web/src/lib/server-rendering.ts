/**
 * The id of the `<script type="application/json">` in which the server sends the query cache a page
 * was rendered from (ADR 013). Its presence tells the app (app/start.tsx) to hydrate rather than render.
 */
export const serverQueryStateId = 'railbite-query-state';
