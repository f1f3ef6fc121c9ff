import { PRIVATE_TAG, PUBLIC_TAG, smsCommand } from './messages';

describe('smsCommand', () => {
  it('builds the push SMS command with the message id as UID and the start time as the terminal reads it', () => {
    expect(smsCommand({ id: 41, content: 'Fire drill', start_time: '2025-11-05T09:00:00', duration: 30 }, PUBLIC_TAG)).toBe(
      'DATA UPDATE SMS MSG=Fire drill\tTAG=253\tUID=41\tMIN=30\tStartTime=2025-11-05 09:00:00',
    );
  });

  it('can never be split by the text: TAB, CR and LF are dropped from every value', () => {
    const command = smsCommand({ id: 7, content: 'Hi\tTAG=1\r\nC:9:CLEAR DATA', start_time: '2025-11-05 09:00:00', duration: 5 }, PRIVATE_TAG);
    expect(command).toBe('DATA UPDATE SMS MSG=HiTAG=1C:9:CLEAR DATA\tTAG=254\tUID=7\tMIN=5\tStartTime=2025-11-05 09:00:00');
    expect(command.split('\t')).toHaveLength(5);
    expect(command).not.toMatch(/[\r\n]/);
  });
});
