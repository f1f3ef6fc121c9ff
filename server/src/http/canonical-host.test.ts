import { canonicalPageUrl } from './canonical-host';

describe('canonicalPageUrl', () => {
  const on = (host: string | undefined, url = '/onboard/sign-in?lang=ar', baseDomain = 'localhost', protocol = 'http') =>
    canonicalPageUrl({ host, protocol }, url, baseDomain);

  it('sends pages opened on an IP address to BASE_DOMAIN with the same port and path', () => {
    expect(on('127.0.0.1:8080')).toBe('http://localhost:8080/onboard/sign-in?lang=ar');
    expect(on('[::1]:8080', '/')).toBe('http://localhost:8080/');
    expect(on('192.168.1.20', '/att/shift', 'timekeep.example', 'https')).toBe('https://timekeep.example/att/shift');
  });

  it('sends pages on a host outside BASE_DOMAIN there too', () => {
    expect(on('localhost:8080', '/', 'timekeep.example')).toBe('http://timekeep.example:8080/');
    expect(on('evil-localhost:8080')).toBe('http://localhost:8080/onboard/sign-in?lang=ar');
  });

  it('leaves BASE_DOMAIN and its sub-domains alone', () => {
    expect(on('localhost:8080')).toBeUndefined();
    expect(on('demo.localhost:8080')).toBeUndefined();
    expect(on('acme.mx.localhost')).toBeUndefined();
    expect(on('DEMO.LOCALHOST:8080')).toBeUndefined();
    expect(on('demo.timekeep.example', '/', 'timekeep.example')).toBeUndefined();
  });

  it('never redirects without a Host, to an IP BASE_DOMAIN itself, or off-site', () => {
    expect(on(undefined)).toBeUndefined();
    expect(on('10.0.0.5:8080', '/', '10.0.0.5')).toBeUndefined();
    expect(on('127.0.0.1:8080', '//evil.example/x')).toBe('http://localhost:8080/');
  });
});
