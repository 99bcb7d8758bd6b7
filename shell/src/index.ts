// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs.
// The app's code is fetched once the browser has painted the page the server sent: on a phone, the text is
// on screen before the scripts compete with it for the network and the main thread. A page in a background
// tab paints nothing (no frame, no callback), so the app starts after a short wait regardless.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap');
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 300);
