// The offline page (offline.html, ADR 033) opens the page that could not be opened once the server
// can be reached again. A file, not an inline script: the CSP allows only this origin's script files.
window.addEventListener('online', () => {
  window.location.reload();
});

// "online" fires only when the device gets a connection back. A connection that reaches nothing (a
// station's Wi-Fi before its login page, a signal too weak to carry a page) never fires it: ask the
// server itself now and then, and open the page once it answers at all.
const retryEveryMs = 15000;
setInterval(() => {
  if (!navigator.onLine) return;
  fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    () => {
      window.location.reload();
    },
    () => undefined,
  );
}, retryEveryMs);
