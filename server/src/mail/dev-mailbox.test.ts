import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDevMailbox } from './mailer';

describe('the dev mailbox', () => {
  it('never lists a mail while it is still being written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-mailbox-'));
    const mailbox = createDevMailbox(dir, 'Timekeep <noreply@timekeep.test>');
    // A large attachment makes the write take many chunks; the reader polls between them, like the mailbox page.
    const content = Buffer.alloc(8 * 1024 * 1024, 'x');
    let sent = false;
    const sending = mailbox
      .send({ to: 'a@example.test', subject: 'Report', text: 'attached', attachments: [{ filename: 'r.csv', contentType: 'text/csv', content }] })
      .then(() => {
        sent = true;
      });
    let reads = 0;
    while (!sent) {
      expect(() => mailbox.list()).not.toThrow();
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sending;
    expect(reads).toBeGreaterThan(1);
    const [mail] = mailbox.list();
    expect(mail.subject).toBe('Report');
    expect(mail.attachments?.[0].size).toBe(content.length);
    expect(fs.readdirSync(dir)).toEqual([`${mail.id}.json`]);
  });
});
