import fs from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { ApiError } from '../../http/api-error';
import { decodeBmp, encodeBmp24, type RgbaImage } from './bmp';
import { bytesOfDataUrl, fitAndFlatten, headerSize, normalizePhoto, PHOTO_LIMITS, sniffFormat } from './photo';

function gradient(width: number, height: number, alpha = 255): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data.set([x % 256, y % 256, 128, alpha], i);
    }
  }
  return { width, height, data };
}

/** Real PNG bytes (no adaptive filtering: test fixtures need not be small, only valid). */
function png(image: RgbaImage): Buffer {
  const out = new PNG({ width: image.width, height: image.height, filterType: 0 });
  out.data = Buffer.from(image.data);
  return PNG.sync.write(out);
}

// Fixture images are real files made outside jest (encoding large PNGs inside jest's sandbox is very slow).
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../test/fixtures/biophoto', name));

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not-an-api-error';
  }
  return undefined;
}

describe('bmp', () => {
  it('round-trips a 24-bit bitmap with padded rows, bottom-up', () => {
    const image = gradient(5, 3);
    const decoded = decodeBmp(encodeBmp24(image));
    expect(decoded.width).toBe(5);
    expect(decoded.height).toBe(3);
    expect(Array.from(decoded.data)).toEqual(Array.from(image.data));
  });

  it('reads a 32-bit top-down BI_RGB bitmap as opaque BGRX', () => {
    const header = Buffer.alloc(54);
    header.write('BM', 0, 'ascii');
    header.writeUInt32LE(54 + 8, 2);
    header.writeUInt32LE(54, 10);
    header.writeUInt32LE(40, 14);
    header.writeInt32LE(2, 18);
    header.writeInt32LE(-1, 22);
    header.writeUInt16LE(1, 26);
    header.writeUInt16LE(32, 28);
    const pixels = Buffer.from([0x10, 0x20, 0x30, 0x00, 0x01, 0x02, 0x03, 0x00]);
    const decoded = decodeBmp(Buffer.concat([header, pixels]));
    expect(Array.from(decoded.data)).toEqual([0x30, 0x20, 0x10, 255, 0x03, 0x02, 0x01, 255]);
  });

  it('refuses compressed, 8-bit and truncated bitmaps', () => {
    const good = Buffer.from(encodeBmp24(gradient(4, 4)));
    const rle = Buffer.from(good);
    rle.writeUInt32LE(1, 30);
    expect(() => decodeBmp(rle)).toThrow(/compressed/);
    const eightBit = Buffer.from(good);
    eightBit.writeUInt16LE(8, 28);
    expect(() => decodeBmp(eightBit)).toThrow(/depth 8/);
    expect(() => decodeBmp(good.subarray(0, good.length - 10))).toThrow(/truncated/);
  });
});

describe('photo checks', () => {
  it('recognises formats by their bytes only', () => {
    expect(sniffFormat(png(gradient(2, 2)))).toBe('png');
    expect(sniffFormat(Buffer.from(jpeg.encode({ data: gradient(8, 8).data, width: 8, height: 8 }, 80).data))).toBe('jpeg');
    expect(sniffFormat(encodeBmp24(gradient(20, 20)))).toBe('bmp');
    expect(sniffFormat(Buffer.from('just some text pretending to be a png'))).toBeNull();
  });

  it('reads the declared size from PNG and JPEG headers', () => {
    expect(headerSize(png(gradient(70, 90)), 'png')).toEqual({ width: 70, height: 90 });
    const jpg = Buffer.from(jpeg.encode({ data: gradient(100, 65).data, width: 100, height: 65 }, 80).data);
    expect(headerSize(jpg, 'jpeg')).toEqual({ width: 100, height: 65 });
  });

  it('ignores the declared type of a data URL and keeps the bytes', () => {
    const bytes = bytesOfDataUrl(`data:image/png;name=me.png;size=4;base64,${Buffer.from('abcd').toString('base64')}`);
    expect(bytes.toString()).toBe('abcd');
    expect(codeOf(() => bytesOfDataUrl('https://example.com/me.png'))).toBe('ZDEV0003');
  });

  it('re-encodes PNG, JPEG and BMP photos as JPEG within the output size', () => {
    const large = fixture('face-900x720.png');
    const sizes: number[][] = [];
    for (const [format, bytes] of [
      ['png', large],
      ['jpeg', fixture('face-300x400.jpg')],
      ['bmp', fixture('face-160x200.bmp')],
    ] as const) {
      const photo = normalizePhoto(bytes);
      expect(photo.sourceFormat).toBe(format);
      expect(sniffFormat(photo.jpeg)).toBe('jpeg');
      const back = jpeg.decode(photo.jpeg);
      expect([back.width, back.height]).toEqual([photo.width, photo.height]);
      expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(PHOTO_LIMITS.outputMaxSide);
      sizes.push([photo.width, photo.height]);
    }
    expect(sizes).toEqual([
      [640, 512],
      [300, 400],
      [160, 200],
    ]);
  });

  it('rejects text, tiny and oversized pictures, headers that lie, and broken files', () => {
    expect(codeOf(() => normalizePhoto(fixture('not-a-photo.png')))).toBe('ZDEV0003');
    expect(codeOf(() => normalizePhoto(fixture('tiny-16x16.png')))).toBe('ZDEV0005');
    const liar = png(gradient(100, 100));
    liar.writeUInt32BE(20_000, 16);
    expect(codeOf(() => normalizePhoto(liar))).toBe('ZDEV0005');
    const broken = png(gradient(100, 100)).subarray(0, 60);
    expect(codeOf(() => normalizePhoto(Buffer.from(broken)))).toBe('ZDEV0003');
    const huge = Buffer.alloc(PHOTO_LIMITS.maxBytes + 1);
    png(gradient(100, 100)).copy(huge);
    expect(codeOf(() => normalizePhoto(huge))).toBe('ZDEV0004');
  });

  it('flattens transparency onto white', () => {
    const transparent = gradient(2, 2, 0);
    const flat = fitAndFlatten(transparent, 10);
    expect(Array.from(flat.data.slice(0, 4))).toEqual([255, 255, 255, 255]);
  });
});
