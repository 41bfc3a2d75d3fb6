import type { RenderedView } from './hydration';
import type { QuerySnapshot } from './query-snapshot';

/**
 * The id of the `<script type="application/json">` in which the server sends the query cache a page
 * was rendered from (ADR 013). Its presence tells the app (app/start.tsx) to hydrate rather than render.
 */
export const serverQueryStateId = 'railbite-query-state';

/**
 * What that script holds: the answered queries, and — for a page rendered for a logged-in customer
 * (ADR 014) — the view it was rendered for. Without a view the page was rendered for a visitor.
 */
export type ServerPageState = QuerySnapshot & { view?: RenderedView };
