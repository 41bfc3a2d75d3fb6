/**
 * Taps on a server-rendered page before the app has taken it over (issue 15, ADR 013). Its buttons show
 * as soon as the HTML arrives, but do nothing until the app's code has loaded, hydrated the page and
 * switched to the stored session (`html[data-app-ready]`, lib/hydration.tsx): on a slow phone that is
 * seconds, and taps made then were lost — React replays taps made during hydration, but none made
 * before its code has even arrived.
 *
 * So this runs first, inline in index.html's <head> (build/early-taps.ts puts it there, minified; the
 * server allows it by its hash in the CSP), and holds every activation of a button until the app is
 * ready: the click is stopped (a form's button must not submit the page natively), the button is marked
 * `data-early-tap` (index.css shows it pending) and, once the app is ready, clicked again in the order
 * the taps were made, now handled by the app. Each button is replayed once however often it was tapped,
 * as a busy button would have ignored repeats. Links are left alone: they work without the app.
 *
 * Kept small and free of imports: it is inlined into every page.
 */
export function captureEarlyTaps(doc: Document) {
  const html = doc.documentElement;
  const ready = () => html.hasAttribute('data-app-ready');
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || ready()) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
    button.setAttribute('data-early-tap', '');
  };
  doc.addEventListener('click', hold, true);
  new MutationObserver((_changes, observer) => {
    if (!ready()) return;
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    for (const button of held) {
      button.removeAttribute('data-early-tap');
      button.click();
    }
  }).observe(html, { attributeFilter: ['data-app-ready'] });
}
