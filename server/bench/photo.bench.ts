/**
 * Photo normalisation benchmark (not a timed test): photos per second through `normalizePhoto` (the bio-photo
 * self-registration path: sniff, check, decode, fit to 640 px, re-encode as JPEG) for a 4000×3000 camera JPEG
 * and a typical 640×480 webcam JPEG, on one request at a time.
 *
 *   node --import tsx server/bench/photo.bench.ts [seconds per size]
 *
 * Inputs are made with sharp: a smooth scene with edges and mild noise, JPEG quality 90 (the 4000×3000 one stays
 * under the 5 MB upload limit). Prints `photo <size> photos/s <N>` per size.
 */
import sharp from 'sharp';
import { normalizePhoto } from '../src/modules/device/photo';

const SECONDS = Number(process.argv[2] ?? 5);

function scene(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 24) % 9;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const u = x / width;
      const v = y / height;
      const ring = Math.hypot(u - 0.5, v - 0.45) < 0.22 ? 60 : 0;
      data[i] = Math.min(255, 90 + u * 120 + ring + noise());
      data[i + 1] = Math.min(255, 70 + v * 110 + noise());
      data[i + 2] = Math.min(255, 140 - u * 60 + ring / 2 + noise());
    }
  }
  return data;
}

async function jpegOf(width: number, height: number): Promise<Buffer> {
  return sharp(scene(width, height), { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

async function photosPerSecond(bytes: Buffer): Promise<number> {
  await normalizePhoto(bytes); // warm up (first call loads codecs)
  let count = 0;
  const start = process.hrtime.bigint();
  const budget = BigInt(SECONDS * 1e9);
  while (process.hrtime.bigint() - start < budget) {
    await normalizePhoto(bytes);
    count += 1;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return count / seconds;
}

async function main(): Promise<void> {
  for (const [width, height] of [
    [4000, 3000],
    [640, 480],
  ] as const) {
    const bytes = await jpegOf(width, height);
    const rate = await photosPerSecond(bytes);
    console.log(`photo ${width}x${height} (${(bytes.length / 1024).toFixed(0)} KB) photos/s ${rate.toFixed(1)}`);
  }
}

void main();
