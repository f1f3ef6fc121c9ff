/**
 * Photo checks for self-registration (SPEC §5: jpeg, png or bmp). The file name and the data URL's declared
 * type are ignored: the bytes decide. A photo must start with a real JPEG/PNG/BMP signature, stay within the
 * size and pixel limits (read from the header before decoding, so a small file cannot claim a huge canvas),
 * decode completely, and is re-encoded as a baseline JPEG no larger than terminals accept. sharp (libvips) decodes,
 * turns it upright by its EXIF orientation, fits and encodes, on libuv's thread pool (the event loop stays free);
 * BMP, which libvips does not read, goes through our own decoder as raw pixels (bmp.ts).
 */
import sharp, { type Sharp } from 'sharp';
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

/** sharp's input: the bytes for JPEG and PNG; decoded pixels for BMP, which libvips does not read. */
function sharpInput(bytes: Buffer, format: PhotoFormat): Sharp {
  const options = { failOn: 'error' as const, limitInputPixels: PHOTO_LIMITS.maxSide * PHOTO_LIMITS.maxSide };
  if (format !== 'bmp') return sharp(bytes, options);
  let image: RgbaImage;
  try {
    image = decodeBmp(bytes);
  } catch {
    throw notAnImage();
  }
  return sharp(image.data, { ...options, raw: { width: image.width, height: image.height, channels: 4 } });
}

export async function normalizePhoto(bytes: Buffer): Promise<NormalizedPhoto> {
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
  const image = sharpInput(bytes, format);
  try {
    // Our header reader and libvips must agree on the canvas (a second frame header cannot smuggle in another size).
    const meta = await image.metadata();
    if (meta.width !== declared.width || meta.height !== declared.height) throw notAnImage();
    const { data, info } = await image
      .autoOrient() // EXIF orientation: a phone's portrait photo stays upright on the terminal
      .flatten({ background: '#ffffff' }) // JPEG has no alpha: transparency onto white
      .resize({
        width: PHOTO_LIMITS.outputMaxSide,
        height: PHOTO_LIMITS.outputMaxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb') // three channels even for a grey source; terminals expect colour JPEGs
      .jpeg({ quality: PHOTO_LIMITS.jpegQuality, progressive: false, mozjpeg: false }) // baseline, as terminals read
      .toBuffer({ resolveWithObject: true });
    // sharp writes no metadata unless asked: EXIF (GPS, camera) is dropped.
    return { sourceFormat: format, jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Truncated or corrupt pixel data (failOn 'error': a camera's harmless decoder warning passes), or a canvas beyond
    // limitInputPixels.
    throw notAnImage();
  }
}
