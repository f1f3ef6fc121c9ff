/**
 * Photo checks for self-registration (SPEC §5: jpeg, png or bmp). The file name and the data URL's declared
 * type are ignored: the bytes decide. A photo must start with a real JPEG/PNG/BMP signature, stay within the
 * size and pixel limits (read from the header before decoding, so a small file cannot claim a huge canvas),
 * decode completely, and is re-encoded as a baseline JPEG no larger than terminals accept.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { ApiError } from '../../http/api-error';
import { decodeBmp, readBmpSize, type RgbaImage } from './bmp';
import { DEVICE_CODES } from './codes';

export const PHOTO_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  minSide: 64,
  maxSide: 4096,
  /** Longest side of the stored JPEG (terminals show small photos; this keeps uploads to them light). */
  outputMaxSide: 640,
  jpegQuality: 85,
} as const;

export type PhotoFormat = 'jpeg' | 'png' | 'bmp';

export interface NormalizedPhoto {
  sourceFormat: PhotoFormat;
  jpeg: Buffer;
  width: number;
  height: number;
}

function notAnImage(): ApiError {
  return new ApiError(400, DEVICE_CODES.notAnImage, {
    message: 'The photo must be a JPEG, PNG or BMP image.',
    fields: { biophoto: DEVICE_CODES.notAnImage },
  });
}

/** `data:<type>[;name=…;size=…];base64,<payload>` → bytes. The declared type is not trusted. */
export function bytesOfDataUrl(value: string): Buffer {
  const match = /^data:[^,]*;base64,([A-Za-z0-9+/=\s]*)$/.exec(value);
  if (!match) throw notAnImage();
  const payload = match[1].replace(/\s/g, '');
  if (payload.length * 0.75 > PHOTO_LIMITS.maxBytes + 3) throw tooLarge();
  return Buffer.from(payload, 'base64');
}

function tooLarge(): ApiError {
  return new ApiError(400, DEVICE_CODES.tooLarge, {
    message: `The photo is larger than ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`,
    params: { max: PHOTO_LIMITS.maxBytes / 1024 / 1024 },
    fields: { biophoto: DEVICE_CODES.tooLarge },
  });
}

export function sniffFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 54 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  return null;
}

/** Width and height as the file header states them, or null when the header cannot be read. */
export function headerSize(bytes: Buffer, format: PhotoFormat): { width: number; height: number } | null {
  if (format === 'png') {
    if (bytes.length < 24 || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (format === 'bmp') return readBmpSize(bytes);
  // JPEG: walk the marker segments to the first start-of-frame.
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

function decode(bytes: Buffer, format: PhotoFormat): RgbaImage {
  try {
    if (format === 'png') {
      const png = PNG.sync.read(bytes);
      return { width: png.width, height: png.height, data: png.data };
    }
    if (format === 'bmp') return decodeBmp(bytes);
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 17, maxMemoryUsageInMB: 256 });
    return { width: image.width, height: image.height, data: image.data };
  } catch {
    throw notAnImage();
  }
}

/** Box-filter downscale to fit `maxSide`, flattening transparency onto white (JPEG has no alpha). */
export function fitAndFlatten(image: RgbaImage, maxSide: number): RgbaImage {
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const i = (sy * image.width + sx) * 4;
          const alpha = image.data[i + 3] / 255;
          r += image.data[i] * alpha + 255 * (1 - alpha);
          g += image.data[i + 1] * alpha + 255 * (1 - alpha);
          b += image.data[i + 2] * alpha + 255 * (1 - alpha);
          n += 1;
        }
      }
      const o = (y * width + x) * 4;
      data[o] = Math.round(r / n);
      data[o + 1] = Math.round(g / n);
      data[o + 2] = Math.round(b / n);
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

export function normalizePhoto(bytes: Buffer): NormalizedPhoto {
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw tooLarge();
  const format = sniffFormat(bytes);
  if (!format) throw notAnImage();
  const declared = headerSize(bytes, format);
  if (!declared) throw notAnImage();
  const within = (side: number) => side >= PHOTO_LIMITS.minSide && side <= PHOTO_LIMITS.maxSide;
  if (!within(declared.width) || !within(declared.height)) {
    throw new ApiError(400, DEVICE_CODES.badDimensions, {
      message: `The photo must be between ${PHOTO_LIMITS.minSide} and ${PHOTO_LIMITS.maxSide} pixels wide and high.`,
      params: { min: PHOTO_LIMITS.minSide, max: PHOTO_LIMITS.maxSide },
      fields: { biophoto: DEVICE_CODES.badDimensions },
    });
  }
  const decoded = decode(bytes, format);
  if (decoded.width !== declared.width || decoded.height !== declared.height) throw notAnImage();
  const fitted = fitAndFlatten(decoded, PHOTO_LIMITS.outputMaxSide);
  const encoded = jpeg.encode({ data: fitted.data, width: fitted.width, height: fitted.height }, PHOTO_LIMITS.jpegQuality);
  return { sourceFormat: format, jpeg: Buffer.from(encoded.data), width: fitted.width, height: fitted.height };
}
