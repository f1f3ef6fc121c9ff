import { forwardedAddresses, isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '[::1]', '0:0:0:0:0:0:0:1'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['10.0.0.7', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '128.0.0.1', '127.0.0.1.evil', 'localhost', '', undefined])(
    '%s is not loopback',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );
});

describe('forwardedAddresses', () => {
  it('reads X-Forwarded-For, X-Real-IP and Forwarded, without ports or quotes', () => {
    expect(
      forwardedAddresses({
        'x-forwarded-for': '127.0.0.1, 203.0.113.9:4711',
        'x-real-ip': '198.51.100.2',
        forwarded: 'for="[2001:db8::1]:80";proto=https, for=192.0.2.60',
      }),
    ).toEqual(['127.0.0.1', '203.0.113.9', '198.51.100.2', '2001:db8::1', '192.0.2.60']);
  });
  it('is empty without forwarding headers', () => {
    expect(forwardedAddresses({ host: 'localhost' })).toEqual([]);
  });
});
