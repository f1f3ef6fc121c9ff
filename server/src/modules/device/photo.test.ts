import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ApiError } from '../../http/api-error';
import { decodeBmp, encodeBmp24, type RgbaImage } from './bmp';
import { bytesOfDataUrl, headerSize, normalizePhoto, PHOTO_LIMITS, sniffFormat } from './photo';

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

const raw = (image: RgbaImage) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
/** Real PNG and JPEG bytes, encoded by sharp. */
const png = (image: RgbaImage): Promise<Buffer> => raw(image).png().toBuffer();
const jpg = (image: RgbaImage): Promise<Buffer> => raw(image).jpeg({ quality: 80 }).toBuffer();

// Fixture images are real files made outside jest (encoding large PNGs inside jest's sandbox is very slow).
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../test/fixtures/biophoto', name));

async function codeOf(run: () => unknown): Promise<string | undefined> {
  try {
    await run();
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
  it('recognises formats by their bytes only', async () => {
    expect(sniffFormat(await png(gradient(2, 2)))).toBe('png');
    expect(sniffFormat(await jpg(gradient(8, 8)))).toBe('jpeg');
    expect(sniffFormat(encodeBmp24(gradient(20, 20)))).toBe('bmp');
    expect(sniffFormat(Buffer.from('just some text pretending to be a png'))).toBeNull();
  });

  it('reads the declared size from PNG and JPEG headers', async () => {
    expect(headerSize(await png(gradient(70, 90)), 'png')).toEqual({ width: 70, height: 90 });
    expect(headerSize(await jpg(gradient(100, 65)), 'jpeg')).toEqual({ width: 100, height: 65 });
  });

  it('ignores the declared type of a data URL and keeps the bytes', async () => {
    const bytes = bytesOfDataUrl(`data:image/png;name=me.png;size=4;base64,${Buffer.from('abcd').toString('base64')}`);
    expect(bytes.toString()).toBe('abcd');
    expect(await codeOf(() => bytesOfDataUrl('https://example.com/me.png'))).toBe('ZDEV0003');
  });

  it('re-encodes PNG, JPEG and BMP photos as baseline colour JPEG within the output size', async () => {
    const large = fixture('face-900x720.png');
    const sizes: number[][] = [];
    for (const [format, bytes] of [
      ['png', large],
      ['jpeg', fixture('face-300x400.jpg')],
      ['bmp', fixture('face-160x200.bmp')],
    ] as const) {
      const photo = await normalizePhoto(bytes);
      expect(photo.sourceFormat).toBe(format);
      expect(sniffFormat(photo.jpeg)).toBe('jpeg');
      const back = await sharp(photo.jpeg).metadata();
      expect([back.format, back.width, back.height, back.channels, back.isProgressive]).toEqual(['jpeg', photo.width, photo.height, 3, false]);
      expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(PHOTO_LIMITS.outputMaxSide);
      sizes.push([photo.width, photo.height]);
    }
    expect(sizes).toEqual([
      [640, 512],
      [300, 400],
      [160, 200],
    ]);
  });

  it('keeps the BMP pixels it decodes (colours survive the raw hand-over to sharp)', async () => {
    const red = { width: 80, height: 80, data: new Uint8Array(80 * 80 * 4).fill(0).map((_, i) => [220, 30, 40, 255][i % 4]) };
    const photo = await normalizePhoto(Buffer.from(encodeBmp24(red)));
    const { data } = await sharp(photo.jpeg).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0], data[1], data[2]];
    expect(Math.abs(r - 220) + Math.abs(g - 30) + Math.abs(b - 40)).toBeLessThan(20);
  });

  it('turns a photo upright by its EXIF orientation and drops the EXIF data', async () => {
    // Stored 200×100 with the top half red and the bottom half blue; orientation 6 means "rotate 90° clockwise to
    // view", so the viewer sees 100×200 with red on the right and blue on the left.
    const width = 200;
    const height = 100;
    const data = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i += 1) data.set(i < (width * height) / 2 ? [230, 20, 20, 255] : [20, 20, 230, 255], i * 4);
    const rotated = await raw({ width, height, data }).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);

    const photo = await normalizePhoto(rotated);
    expect([photo.width, photo.height]).toEqual([100, 200]);
    const meta = await sharp(photo.jpeg).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    const pixels = await sharp(photo.jpeg).raw().toBuffer();
    const at = (x: number, y: number) => Array.from(pixels.subarray((y * 100 + x) * 3, (y * 100 + x) * 3 + 3));
    const isRed = ([r, , b]: number[]) => r > 180 && b < 80;
    const isBlue = ([r, , b]: number[]) => b > 180 && r < 80;
    expect(isBlue(at(10, 100))).toBe(true);
    expect(isRed(at(90, 100))).toBe(true);
  });

  it('rejects text, tiny and oversized pictures, headers that lie, and broken files', async () => {
    expect(await codeOf(() => normalizePhoto(fixture('not-a-photo.png')))).toBe('ZDEV0003');
    expect(await codeOf(() => normalizePhoto(fixture('tiny-16x16.png')))).toBe('ZDEV0005');
    const liar = await png(gradient(100, 100));
    liar.writeUInt32BE(20_000, 16);
    expect(await codeOf(() => normalizePhoto(liar))).toBe('ZDEV0005');
    const smallLiar = await png(gradient(100, 100));
    smallLiar.writeUInt32BE(120, 16); // within the limits, but not what the pixel data holds
    expect(await codeOf(() => normalizePhoto(smallLiar))).toBe('ZDEV0003');
    const broken = (await png(gradient(100, 100))).subarray(0, 60);
    expect(await codeOf(() => normalizePhoto(Buffer.from(broken)))).toBe('ZDEV0003');
    const photo = fixture('face-300x400.jpg');
    expect(await codeOf(() => normalizePhoto(photo.subarray(0, Math.floor(photo.length * 0.6))))).toBe('ZDEV0003');
    const huge = Buffer.alloc(PHOTO_LIMITS.maxBytes + 1);
    (await png(gradient(100, 100))).copy(huge);
    expect(await codeOf(() => normalizePhoto(huge))).toBe('ZDEV0004');
  });

  it('flattens transparency onto white', async () => {
    const photo = await normalizePhoto(await png(gradient(80, 80, 0)));
    const pixels = await sharp(photo.jpeg).raw().toBuffer();
    expect(Math.min(...pixels.subarray(0, 3 * 80))).toBeGreaterThan(250);
  });
});
