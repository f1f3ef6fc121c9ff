import { isPublicAddress, publicAddressOf, SmtpHostRefusedError } from './smtp-host-guard';

describe('company SMTP host guard', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])(
    'refuses %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['8.8.8.8', '172.32.0.1', '2a00:1450:4001:80b::200e', '::ffff:8.8.4.4'])('accepts %s', (address) => expect(isPublicAddress(address)).toBe(true));

  it('connects to the checked address of a public name', async () => {
    await expect(publicAddressOf('smtp.example.com', async () => [{ address: '93.184.216.34' }])).resolves.toBe('93.184.216.34');
  });

  it('refuses a name resolving to a private address, or to one private among public ones, or to nothing', async () => {
    await expect(publicAddressOf('intranet.example.com', async () => [{ address: '10.0.0.5' }])).rejects.toBeInstanceOf(SmtpHostRefusedError);
    await expect(publicAddressOf('mixed.example.com', async () => [{ address: '93.184.216.34' }, { address: '127.0.0.1' }])).rejects.toBeInstanceOf(SmtpHostRefusedError);
    await expect(publicAddressOf('empty.example.com', async () => [])).rejects.toBeInstanceOf(SmtpHostRefusedError);
  });

  it('judges an address given as the host without a lookup', async () => {
    const lookup = jest.fn(async () => [{ address: '93.184.216.34' }]);
    await expect(publicAddressOf('127.0.0.1', lookup)).rejects.toThrow('private, local or reserved');
    expect(lookup).not.toHaveBeenCalled();
  });
});
