// The home route's initial JavaScript budget, gzip KB: one number for `npm run check:bundle` and
// `npm run bench:web`. Issue 8's 120 KB (ADR 012), 2 KB more for the delivery location the home page
// renders from, 1 KB for the train entry points in the header and on the home page, and 1 KB for the
// header's push setup, the seat target and the support console's route (ADR 025's addendum).
export const homeRouteBudgetKb = 124;
