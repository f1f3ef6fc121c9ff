import { companyDomainOfHost, normalizeLanguage } from './context';

describe('oauth request context', () => {
  it.each([
    ['en-GB', 'en'],
    ['es', 'es-MX'],
    ['zh-TW', 'zh-CN'],
    ['ar-SA', 'ar'],
    ['tr', 'tr'],
    ['fr', undefined],
    ['', undefined],
  ])('normalizes %s to %s', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });

  it('reads the company domain from a sub-domain of the base host only', () => {
    expect(companyDomainOfHost('acme.localhost:8080', 'localhost')).toBe('acme');
    expect(companyDomainOfHost('ACME.timekeep.example', 'timekeep.example')).toBe('acme');
    expect(companyDomainOfHost('localhost:8080', 'localhost')).toBeUndefined();
    expect(companyDomainOfHost('a.b.localhost', 'localhost')).toBeUndefined();
    expect(companyDomainOfHost('acme.other.test', 'localhost')).toBeUndefined();
  });
});
