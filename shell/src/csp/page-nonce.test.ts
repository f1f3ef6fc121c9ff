import { installStyleNonce, readPageNonce } from './page-nonce';

describe('installStyleNonce', () => {
  it('puts the nonce on style elements created by script, and only on those', () => {
    const doc = document.implementation.createHTMLDocument('t');
    installStyleNonce('abc', doc);
    installStyleNonce('other', doc);
    expect(doc.createElement('style').nonce).toBe('abc');
    expect(doc.createElement('div').nonce).toBe('');
    const own = doc.createElement('style');
    own.nonce = 'kept';
    expect(own.nonce).toBe('kept');
    doc.body.innerHTML = '<style>body{}</style>';
    expect(doc.querySelector('style')?.nonce).toBe('');
  });

  it('changes nothing without a nonce', () => {
    const doc = document.implementation.createHTMLDocument('t');
    installStyleNonce(undefined, doc);
    expect(doc.createElement('style').nonce).toBe('');
  });
});

describe('readPageNonce', () => {
  it('reads the nonce the server rendered into the meta element', () => {
    const doc = document.implementation.createHTMLDocument('t');
    expect(readPageNonce(doc)).toBeUndefined();
    doc.head.insertAdjacentHTML('beforeend', '<meta property="csp-nonce" nonce="xyz">');
    expect(readPageNonce(doc)).toBe('xyz');
  });
});
