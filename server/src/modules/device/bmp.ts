/**
 * A small decoder for uncompressed Windows bitmaps (24-bit BI_RGB, 32-bit BI_RGB or BI_BITFIELDS with the
 * usual BGRA masks), bottom-up or top-down. Anything else is refused: terminals only ever need these.
 */
export interface RgbaImage {
  width: number;
  height: number;
  /** width * height * 4 bytes, RGBA, rows top to bottom. */
  data: Uint8Array;
}

export class BmpError extends Error {}

const BI_RGB = 0;
const BI_BITFIELDS = 3;

export function readBmpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getInt32(18, true), height: Math.abs(view.getInt32(22, true)) };
}

export function decodeBmp(bytes: Uint8Array): RgbaImage {
  if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) throw new BmpError('not a BMP file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (headerSize < 40) throw new BmpError('unsupported BMP header');
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const planes = view.getUint16(26, true);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0 || planes !== 1) throw new BmpError('invalid BMP dimensions');
  if (bitsPerPixel !== 24 && bitsPerPixel !== 32) throw new BmpError(`unsupported BMP depth ${bitsPerPixel}`);
  const bitfields = compression === BI_BITFIELDS && bitsPerPixel === 32;
  if (compression !== BI_RGB && !bitfields) throw new BmpError('compressed BMP files are not supported');

  // Channel masks: BGRA by default; BI_BITFIELDS gives them after the 40-byte header.
  let masks = { r: 0x00ff0000, g: 0x0000ff00, b: 0x000000ff, a: 0 };
  if (bitfields) {
    if (bytes.length < 14 + 40 + 12) throw new BmpError('truncated BMP masks');
    masks = {
      r: view.getUint32(54, true),
      g: view.getUint32(58, true),
      b: view.getUint32(62, true),
      a: headerSize >= 56 ? view.getUint32(66, true) : 0,
    };
  }
  const shiftOf = (mask: number) => (mask === 0 ? 0 : 31 - Math.clz32(mask & -mask));
  const channel = (value: number, mask: number) => {
    if (mask === 0) return 255;
    const bits = 32 - Math.clz32(mask >>> shiftOf(mask));
    const raw = (value & mask) >>> shiftOf(mask);
    return bits >= 8 ? raw >>> (bits - 8) : Math.round((raw * 255) / ((1 << bits) - 1));
  };

  const bytesPerPixel = bitsPerPixel / 8;
  const stride = Math.ceil((bitsPerPixel * width) / 32) * 4;
  if (pixelOffset + stride * height > bytes.length) throw new BmpError('truncated BMP pixel data');
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      const source = row + x * bytesPerPixel;
      const target = (y * width + x) * 4;
      if (bitsPerPixel === 24 || !bitfields) {
        data[target] = bytes[source + 2];
        data[target + 1] = bytes[source + 1];
        data[target + 2] = bytes[source];
        data[target + 3] = 255;
      } else {
        const value = view.getUint32(source, true);
        data[target] = channel(value, masks.r);
        data[target + 1] = channel(value, masks.g);
        data[target + 2] = channel(value, masks.b);
        data[target + 3] = channel(value, masks.a);
      }
    }
  }
  return { width, height, data };
}

/** Encodes a 24-bit bottom-up BMP (used by tests and tools that need real BMP bytes). */
export function encodeBmp24(image: RgbaImage): Uint8Array {
  const stride = Math.ceil((24 * image.width) / 32) * 4;
  const size = 54 + stride * image.height;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42;
  bytes[1] = 0x4d;
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, image.width, true);
  view.setInt32(22, image.height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, stride * image.height, true);
  for (let y = 0; y < image.height; y += 1) {
    const row = 54 + (image.height - 1 - y) * stride;
    for (let x = 0; x < image.width; x += 1) {
      const source = (y * image.width + x) * 4;
      bytes[row + x * 3] = image.data[source + 2];
      bytes[row + x * 3 + 1] = image.data[source + 1];
      bytes[row + x * 3 + 2] = image.data[source];
    }
  }
  return bytes;
}
