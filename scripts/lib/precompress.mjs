// Brotli and gzip copies of a build's text assets, written beside them (`main.js.br`, `main.js.gz`): the server
// sends them to browsers that accept them (@fastify/static `preCompressed`), so no request pays for compression
// and the sign-in page's JavaScript crosses the network at about a quarter of its size (issue 16 item 13).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|json|css|svg|html|txt)$/;
// Below this, the headers cost more than compression saves.
const MIN_BYTES = 1024;

function listFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

/** Writes `.br` and `.gz` next to every compressible file of `dir` (source maps excluded); returns how many. */
export async function precompress(dir) {
  if (!fs.existsSync(dir)) return 0;
  const files = listFiles(dir).filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= MIN_BYTES);
  for (const file of files) {
    const body = await fs.promises.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 9 }),
    ]);
    await fs.promises.writeFile(`${file}.br`, br);
    await fs.promises.writeFile(`${file}.gz`, gz);
  }
  return files.length;
}
