import {
  acceptedExtensions,
  addFileInfoToDataUrl,
  allHaveAllowedExtension,
  imageSource,
  readDataUrlInfo,
  readFileAsDataUrl,
} from './imageFiles';

describe('image file rules', () => {
  it('defaults to .png, .jpeg, .jpg', () => {
    expect(acceptedExtensions()).toEqual(['.png', '.jpeg', '.jpg']);
    expect(acceptedExtensions('png, .BMP')).toEqual(['.png', '.bmp']);
  });
  it.each([
    [['a.png', 'b.JPG', 'c.jpeg'], undefined, true],
    [['a.png', 'b.gif'], undefined, false],
    [['photo.png.exe'], undefined, false],
    [['scan.bmp'], '.bmp', true],
    [['scan.png'], '.bmp', false],
    [[], undefined, true],
  ])('%j with accept %p → %p', (names, accept, ok) => {
    expect(allHaveAllowedExtension(names, accept)).toBe(ok);
  });
});

describe('data URLs', () => {
  it('embed and read back file name, size and type', () => {
    const url = addFileInfoToDataUrl('data:image/png;base64,AAAA', 'my photo.png', 3);
    expect(url).toBe('data:image/png;name=my%20photo.png;size=3;base64,AAAA');
    expect(readDataUrlInfo(url)).toEqual({ type: 'image/png', name: 'my photo.png', size: 3 });
    expect(readDataUrlInfo('data:image/jpeg;base64,AA')).toEqual({ type: 'image/jpeg', name: null, size: null });
    expect(readDataUrlInfo('logo.png')).toBeNull();
  });
  it('reads a file into a data URL carrying its name and size', async () => {
    const file = new File(['abc'], 'a.png', { type: 'image/png' });
    const url = await readFileAsDataUrl(file);
    expect(readDataUrlInfo(url)).toEqual({ type: 'image/png', name: 'a.png', size: 3 });
    expect(url.endsWith(`;base64,${btoa('abc')}`)).toBe(true);
  });
  it('shows stored names from /web/auth_files/ and data URLs inline', () => {
    expect(imageSource('logo 1.png')).toBe('/web/auth_files/logo%201.png');
    expect(imageSource('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(imageSource('')).toBeUndefined();
  });
});
