import { readFormResult } from '../form-result';

const write = (text: string) => {
  document.head.innerHTML = `<script type="application/json" id="form-result">${text}</script>`;
};
afterEach(() => (document.head.innerHTML = ''));

test('reads the result the site server wrote into the page', () => {
  const result = { form: 'newsletter', ok: false, message: 'Nope', values: { email: 'x@' }, errors: { email: 'Nope' } };
  write(JSON.stringify(result));
  expect(readFormResult()).toEqual(result);
});

test.each([
  ['no element', null],
  ['not JSON', '{'],
  ['an unknown form', JSON.stringify({ form: 'login', ok: true, message: '', values: {}, errors: {} })],
  ['values that are not text', JSON.stringify({ form: 'newsletter', ok: true, message: '', values: { email: 1 }, errors: {} })],
  ['no ok', JSON.stringify({ form: 'newsletter', message: '', values: {}, errors: {} })],
])('%s is no result', (_, text) => {
  if (text !== null) write(text);
  expect(readFormResult()).toBeNull();
});
