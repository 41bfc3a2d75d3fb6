// The offline page (offline.html, ADR 033) opens the page that could not be opened once the browser
// is back online. A file, not an inline script: the CSP allows only this origin's script files.
window.addEventListener('online', () => {
  window.location.reload();
});
