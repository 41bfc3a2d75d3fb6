import './index.css';

// No other imports: whatever this module imports is loaded before the page can paint. The libraries
// run first, then the app: two shorter tasks rather than one long one (app/framework.ts).
const startApp = () => import('./app/framework').then(() => import('./app/start'));

// A server-rendered page (ADR 013) is on screen before the app's code runs: the browser paints it
// first, then the app loads and hydrates it. A page the browser renders starts the app at once.
if (document.getElementById('root')?.firstElementChild) {
  requestAnimationFrame(() => {
    setTimeout(() => void startApp());
  });
} else {
  void startApp();
}
