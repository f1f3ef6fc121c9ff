import { renderShellHtml } from './shell-html';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Timekeep</title><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

describe('renderShellHtml', () => {
  it('puts the nonce on every script and publishes it to the page', () => {
    const html = renderShellHtml(TEMPLATE, { nonce: 'N0nce+/=' });
    expect(html).toContain('<script nonce="N0nce+/=" defer="defer" src="/main.js"></script>');
    expect(html).toContain('<meta property="csp-nonce" nonce="N0nce+/=">');
    // Maps JS API takes the nonce of the first nonce'd <style> for the styles it inserts.
    expect(html).toMatch(/<head><meta property="csp-nonce" nonce="N0nce\+\/="><style nonce="N0nce\+\/="><\/style>/);
    expect(html.match(/nonce=/g)).toHaveLength(3);
  });

  it('escapes the nonce and adds head markup before </head>', () => {
    const html = renderShellHtml(TEMPLATE, { nonce: 'a"b', head: '<link rel="preload" href="/x.js" as="script">' });
    expect(html).toContain('nonce="a&#34;b"');
    expect(html).toContain('<link nonce="a&#34;b" rel="preload" href="/x.js" as="script"></head>');
  });
});
