// A remote's style sheets in the browser (shared/src/mf/style-insert.cjs, style-loader's `insert`): left out
// when the page the server drew already carries that remote's whole sheet, put in the head otherwise.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS module, as style-loader loads it
const insertRemoteStyle = require('../mf/style-insert.cjs') as (element: HTMLStyleElement) => void;

const chunkSheet = (remote: string) => {
  const element = document.createElement('style');
  element.setAttribute('data-remote-css', remote);
  element.textContent = '.news-card { color: red; }';
  return element;
};

afterEach(() => {
  document.head.innerHTML = '';
});

test('a page drawn with the remote carries its sheet: the chunk’s copy is not put in again', () => {
  document.head.innerHTML = '<style data-remote="news">.news-card { color: red; }</style>';
  insertRemoteStyle(chunkSheet('news'));
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
});

test('a page drawn without it (another remote’s, or the remote drawn in the browser) gets the chunk’s sheet', () => {
  document.head.innerHTML = '<style data-remote="enquiry">.enquiry { color: blue; }</style>';
  const sheet = chunkSheet('news');
  insertRemoteStyle(sheet);
  expect(sheet.parentNode).toBe(document.head);
  const plain = document.createElement('style');
  insertRemoteStyle(plain);
  expect(plain.parentNode).toBe(document.head);
});
