import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companyOfFileName, filesRoot, newFileName, removeStoredFile, writeStoredFile } from './stored-files';

describe('stored files', () => {
  it('names files per company with 128 random bits, and recognises only such names', () => {
    const a = newFileName(12, 'biophoto');
    const b = newFileName(12, 'biophoto');
    expect(a).toMatch(/^c12\/biophoto\/[0-9a-f]{32}\.jpg$/);
    expect(a).not.toBe(b);
    expect(companyOfFileName(a)).toBe(12);
    for (const bad of ['../../etc/passwd', 'c12/biophoto/x.jpg', `c12/biophoto/${'a'.repeat(32)}.png`, `c12/../c13/${'a'.repeat(32)}.jpg`, '']) {
      expect(companyOfFileName(bad)).toBeNull();
    }
  });

  it('writes below DATA_DIR/files and removes again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tk-files-'));
    try {
      const name = newFileName(3, 'biophoto');
      await writeStoredFile(dataDir, name, Buffer.from([0xff, 0xd8, 0xff]));
      const target = path.join(filesRoot(dataDir), name);
      expect([...fs.readFileSync(target)]).toEqual([0xff, 0xd8, 0xff]);
      expect(fs.readdirSync(path.dirname(target))).toEqual([path.basename(target)]);
      await removeStoredFile(dataDir, name);
      expect(fs.existsSync(target)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
