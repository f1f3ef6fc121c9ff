import { describeMailDestination } from './mail-destination';

describe('describeMailDestination', () => {
  it('names the SMTP server without its credentials', () => {
    const line = describeMailDestination({ smtpUrl: 'smtp://user:s3cret@mail.example:2525', devMailbox: 'loopback', port: 8080 });
    expect(line).toBe('Mail: sent through smtp://mail.example:2525 (SMTP_URL)');
    expect(line).not.toContain('s3cret');
  });
  it('points at the dev mailbox and says who can read it', () => {
    expect(describeMailDestination({ smtpUrl: undefined, devMailbox: 'loopback', port: 8080 })).toMatch(
      /dev mailbox at http:\/\/localhost:8080\/web\/dev\/mailbox\/, readable from this machine only/,
    );
    expect(describeMailDestination({ smtpUrl: undefined, devMailbox: 'open', port: 9000 })).toMatch(/:9000\/.*open to every client/);
  });
});
