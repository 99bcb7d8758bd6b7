/* global document -- runs in the browser, inside a remote's bundle */
// style-loader's `insert` for a remote's style sheets in the browser (webpack-app.cjs). A page the site server
// drew carries the remote's whole style sheet in its head (`<style data-remote="news">`, the server build's
// page.css, from the same release): putting each chunk's copy in again restyled the whole page on a phone's
// CPU for rules already there (news's listing chunk: 80 ms at 4× slowdown, on the way to the page going live).
// Without that sheet (the remote drawn in the browser) each chunk's sheet goes into the head as before.
module.exports = function insertRemoteStyle(element) {
  var remote = element.getAttribute('data-remote-css');
  if (remote && document.head.querySelector('style[data-remote="' + remote + '"]')) return;
  document.head.appendChild(element);
};
