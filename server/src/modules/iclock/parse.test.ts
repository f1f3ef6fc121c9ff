import { commandValue, userInfoCommand } from './commands';
import { decodeDeviceText } from './decode';
import { attPhotoName, normaliseCard, parseCommandResults, parseDeviceOptions, parseInfo } from './parse';

describe('PUSH parsers', () => {
  it('normalises both card forms to decimal', () => {
    expect(normaliseCard('[15CD5B07]')).toBe('123456789');
    expect(normaliseCard('[15CD5B0700]')).toBe('123456789');
    expect(normaliseCard('123456789')).toBe('123456789');
    expect(normaliseCard('')).toBe('');
  });

  it('keeps commas inside option values', () => {
    expect(parseDeviceOptions('~DeviceName=X,~OEMVendor=ZKTECO CO., LTD.,FWVersion=Ver 1')).toEqual({ DeviceName: 'X', OEMVendor: 'ZKTECO CO., LTD.', FWVersion: 'Ver 1' });
  });

  it('reads every result line, INFO content and field-per-line results', () => {
    const results = parseCommandResults('ID=a2&Return=-10&CMD=DATA\nID=a1&Return=0&CMD=INFO\n~DeviceName=V5L\nUserCount=3\nID=32\nReturn=0\nCMD=Shell\nContent=x=1\n');
    expect(results.map((r) => [r.id, r.returnValue, r.cmd])).toEqual([['a2', -10, 'DATA'], ['a1', 0, 'INFO'], ['32', 0, 'Shell']]);
    expect(results[1].extra).toEqual({ DeviceName: 'V5L', UserCount: '3' });
    expect(parseCommandResults('id=7&return=0&cmd=DATA')[0]).toMatchObject({ id: '7', returnValue: 0 });
  });

  it('reads INFO and attendance photo names', () => {
    expect(parseInfo('Ver 8.0.4.6-20211110,152,301,20417,192.168.1.201,10,7,15,149,111')).toMatchObject({ fwVer: '8.0.4.6-20211110', userCount: 152, faceCount: 149, flags: '111' });
    expect(attPhotoName('20251103085941-1001.jpg')).toEqual({ pin: '1001', time: '2025-11-03 08:59:41' });
  });

  it('strips TAB, CR and LF from command values so a name can never split a command', () => {
    expect(commandValue('Bob\tPri=14\nC:1:CLEAR DATA\r')).toBe('BobPri=14C:1:CLEAR DATA');
    expect(userInfoCommand({ pin: '1', name: 'A\nB' }).split('\n')).toHaveLength(1);
  });

  it('decodes UTF-8 strictly, then the device language encoding', () => {
    expect(decodeDeviceText(Buffer.from('Núñez'), '69')).toEqual({ text: 'Núñez', encoding: 'utf-8', lossy: false });
    expect(decodeDeviceText(Buffer.from([0xd5, 0xc5, 0xc8, 0xfd]), '83')).toMatchObject({ text: '张三', encoding: 'gb18030' });
    expect(decodeDeviceText(Buffer.from([0xd5, 0xc5, 0xc8, 0xfd]), null)).toMatchObject({ text: '张三' });
  });
});
