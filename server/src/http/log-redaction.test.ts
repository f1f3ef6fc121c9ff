import { isSecretParameter, REDACTED, redactQueryValues } from './log-redaction';

describe('redactQueryValues', () => {
  it('hides the company hand-off tokens', () => {
    expect(redactQueryValues('/switch-company?state=eyJhbGciOi.x.y&refresh=r3fr35h')).toBe(
      `/switch-company?state=${REDACTED}&refresh=${REDACTED}`,
    );
  });

  it.each([
    ['/onboard/activate?code=abc123', `/onboard/activate?code=${REDACTED}`],
    ['/onboard/reset-password?code=abc&lang=ar', `/onboard/reset-password?code=${REDACTED}&lang=ar`],
    ['/payment/paypal?paymentId=PAYID-1&token=EC-9&PayerID=Q', `/payment/paypal?paymentId=PAYID-1&token=${REDACTED}&PayerID=Q`],
    ['/x?access_token=a&api_key=b&client_secret=c&password=d', `/x?access_token=${REDACTED}&api_key=${REDACTED}&client_secret=${REDACTED}&password=${REDACTED}`],
    ['/x?%73tate=a', `/x?%73tate=${REDACTED}`],
  ])('redacts %s', (url, expected) => {
    expect(redactQueryValues(url)).toBe(expected);
  });

  it('keeps ordinary parameters, paths and empty values as they are', () => {
    for (const url of [
      '/web/personnel/api/v2/employees/?page=2&page_size=20&search=ann&department__in=1,2&status=0',
      '/web/health',
      '/switch-company?state=',
      '/iclock/cdata?SN=ABC123&options=all',
    ]) {
      expect(redactQueryValues(url)).toBe(url);
    }
  });

  it('redacts URLs inside messages', () => {
    expect(redactQueryValues('Route GET:/switch-company?state=abc&refresh=def not found')).toBe(
      `Route GET:/switch-company?state=${REDACTED}&refresh=${REDACTED} not found`,
    );
  });
});

describe('isSecretParameter', () => {
  it.each(['state', 'refresh', 'access', 'token', 'code', 'activation_code', 'reset_code', 'key', 'jwt', 'otp', 'sig'])('%s is secret', (name) => {
    expect(isSecretParameter(name)).toBe(true);
  });
  it.each(['page', 'page_size', 'search', 'status', 'company', 'date_from', 'time_zone', 'provider', 'lang', 'SN'])('%s is not', (name) => {
    expect(isSecretParameter(name)).toBe(false);
  });
});
