import { sanitiseArticleHtml, textOfHtml } from '../../../src/modules/articles/sanitize';

const clean = (html: string) => sanitiseArticleHtml(html).html;

// Each vector must come out harmless: no script runs, no dangerous URL survives, no layout is hijacked.
const vectors: Array<[string, string, string]> = [
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['JaVaScRiPt: with spaces and tabs', '<a href=" jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
  ['entity-encoded javascript&colon;', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
  ['decimal-encoded javascript', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['relative link (not same-page)', '<a href="/admin">x</a>', '<a>x</a>'],
  ['script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['img onerror', '<img src="x" onerror="alert(1)"><p>a</p>', '<p>a</p>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>a</p>', '<p>a</p>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
  ['MathML', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>', ''],
  ['iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
  ['form and input', '<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
  ['event attribute on allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', '<p>a</p>'],
  ['style with expression()', '<p style="width: expression(alert(1))">a</p>', '<p>a</p>'],
  ['style with url()', '<p style="background: url(javascript:alert(1))">a</p>', '<p>a</p>'],
  ['style breaking layout', '<p style="position:fixed;inset:0;z-index:9999">a</p>', '<p>a</p>'],
  ['style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
  ['class hijacking our layout', '<p class="ui-overlay">a</p>', '<p>a</p>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>a</p>', '<p>a</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>a</p>', '<p>a</p>'],
  ['base href', '<base href="https://evil.example/"><p>a</p>', '<p>a</p>'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>a</p>', '<p>a</p>'],
  ['target and srcdoc', '<a href="https://example.com" target="_blank" srcdoc="<script>">x</a>', '<a href="https://example.com">x</a>'],
  ['data- attribute', '<p data-x="1">a</p>', '<p>a</p>'],
  ['template smuggling', '<template><script>alert(1)</script></template><p>a</p>', '<p>a</p>'],
  // The would-be <img> stays inert text inside an escaped attribute value.
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p title="&lt;/noscript&gt;&lt;img src=x onerror=alert(1)&gt;"></p>'],
];

describe('the article sanitiser', () => {
  it.each(vectors)('neutralises %s', (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('keeps the article markup marketing writes', () => {
    const html =
      '<h2 id="rent">Rent</h2><p>See <a href="#rent">above</a>, <a href="https://www.gov.uk/x">GOV.UK</a>, ' +
      '<a href="mailto:support@tenants.example">e-mail</a> or <a href="tel:+442071234567">call</a>.</p>' +
      '<ul><li><strong>a</strong></li></ul><ol><li><em>b</em></li></ol><blockquote>q</blockquote>' +
      '<table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>';
    // Same-page anchors keep working under the content prefix (see below).
    expect(clean(html)).toBe(html.replace('id="rent"', 'id="user-content-rent"').replace('href="#rent"', 'href="#user-content-rent"'));
  });

  // The audit's payload: an element of the body named like the page's own data (`#first-paint`) was found by
  // `getElementById` before the real script, and its JSON drew a page with a meta refresh to another site.
  const pageNames = ['first-paint', 'runtime-config', 'remote-routes', 'root'];
  it.each(pageNames)('never lets the body take the page’s own name "%s" (ids and names are prefixed)', (name) => {
    const forged = `<p id="${name}">{"remote":"news","url":"/insights/x","data":{"html":"<meta http-equiv=refresh content='0;url=https://evil.example'>"}}</p><a name="${name}">x</a>`;
    const out = clean(forged);
    expect(out).not.toMatch(new RegExp(`(id|name)="${name}"`));
    expect(out).toContain(`id="user-content-${name}"`);
    expect(out).not.toMatch(/<meta/i);
  });

  it('prefixes once, however often the body passes the policy (on save, on the way out, in the browser)', () => {
    const once = clean('<h2 id="a">A</h2><p><a href="#a">up</a></p>');
    expect(clean(clean(once))).toBe(once);
    expect(once).toBe('<h2 id="user-content-a">A</h2><p><a href="#user-content-a">up</a></p>');
  });

  it('reports what it removed', () => {
    expect(sanitiseArticleHtml('<p onclick="x()">a</p><iframe></iframe>').removed).toEqual(['onclick on <p>', '<iframe>']);
    expect(sanitiseArticleHtml('<p>fine</p>').removed).toEqual([]);
  });

  it('gives the words of the body for search, without markup', () => {
    expect(textOfHtml('<h2>Rent</h2><p>A <strong>big</strong> rise.</p><ul><li>one</li><li>two</li></ul>')).toBe('Rent A big rise. one two');
  });

  it('answers the same for a whole archive, across the DOMs it renews on the way', () => {
    const html = '<p onclick="x()">A <strong>big</strong> rise.</p><script>alert(1)</script>';
    for (let i = 0; i < 600; i += 1) {
      const { html: clean, removed } = sanitiseArticleHtml(html);
      expect(clean).toBe('<p>A <strong>big</strong> rise.</p>');
      expect(removed).toEqual(['onclick on <p>', '<script>']);
      expect(textOfHtml(clean)).toBe('A big rise.');
    }
  });
});
