import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

const MAILBOX_URLS = ['/web/dev/mailbox/', '/web/dev/mailbox/messages/'];

describe(`dev mailbox on ${TEST_DB_KIND}`, () => {
  describe('by default (DEV_MAILBOX unset)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ devMailbox: true });
      await t.deps.mailer.send({ to: 'admin@demo.timekeep.test', subject: 'Reset your password', text: 'https://reset/secret-link' });
    });
    afterAll(async () => {
      await t.close();
    });

    it.each(MAILBOX_URLS)('serves %s to a loopback client', async (url) => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('secret-link');
      }
    });

    it.each(MAILBOX_URLS)('answers %s to a client on the network like an unknown route', async (url) => {
      for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '203.0.113.9', 'fe80::1']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'ZGEN0404', data: null });
        expect(res.body).not.toContain('secret-link');
      }
    });

    it('lists each mail’s attachments (name, type, size) and downloads them, to a loopback client only', async () => {
      const xlsx = Buffer.alloc(2048, 7);
      await t.deps.mailer.send({
        to: 'payroll@demo.timekeep.test',
        subject: 'Total time card',
        text: 'Your report is attached.',
        attachments: [
          { filename: 'تقرير <1>.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: xlsx },
          { filename: 'page.html', contentType: 'text/html', content: Buffer.from('<script>alert(1)</script>') },
        ],
      });
      const page = await t.app.inject({ method: 'GET', url: '/web/dev/mailbox/', remoteAddress: '127.0.0.1' });
      expect(page.body).toContain('Attachments (2):');
      expect(page.body).toContain('&#60;1&#62;.xlsx</a> · application/vnd.openxmlformats-officedocument.spreadsheetml.sheet · 2.0 KB');
      expect(page.body).toContain('page.html</a> · text/html · 25 B');
      expect(page.body).not.toContain('<1>');
      const links = [...page.body.matchAll(/href="(\/web\/dev\/mailbox\/messages\/[^"]+\/attachments\/\d+\/)"/g)].map((match) => match[1]);
      expect(links).toHaveLength(2);
      // the mail without attachments lists none
      expect(page.body.match(/Attachments \(/g)).toHaveLength(1);

      const file = await t.app.inject({ method: 'GET', url: links[0], remoteAddress: '127.0.0.1' });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(xlsx)).toBe(true);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('تقرير <1>.xlsx')}`);
      // an attached web page is a download, never run on this origin
      const html = await t.app.inject({ method: 'GET', url: links[1], remoteAddress: '127.0.0.1' });
      expect(html.headers['content-disposition']).toBe('attachment; filename="page.html"');
      expect(html.headers['x-content-type-options']).toBe('nosniff');
      expect(html.headers['content-security-policy']).toContain('sandbox');

      expect((await t.app.inject({ method: 'GET', url: links[0].replace(/\/0\/$/, '/9/'), remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/web/dev/mailbox/messages/nope/attachments/0/', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: links[0], remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    });

    it('refuses a loopback connection that forwards someone else (a reverse proxy on this machine)', async () => {
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/web/dev/mailbox/messages/',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(404);
      const forwarded = await t.app.inject({
        method: 'GET',
        url: '/web/dev/mailbox/',
        remoteAddress: '127.0.0.1',
        headers: { forwarded: 'for=198.51.100.4;proto=https' },
      });
      expect(forwarded.statusCode).toBe(404);
    });

    it('does not believe a forged X-Forwarded-For: 127.0.0.1 from the network', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/web/dev/mailbox/messages/',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('with TRUST_PROXY=true', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ devMailbox: true, env: { TRUST_PROXY: 'true' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('still wants the socket itself on loopback', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/web/dev/mailbox/messages/',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
      const local = await t.app.inject({ method: 'GET', url: '/web/dev/mailbox/messages/', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
    });
  });

  describe('with DEV_MAILBOX=open', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ devMailbox: true, env: { DEV_MAILBOX: 'open' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('serves every client', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/web/dev/mailbox/messages/', remoteAddress: '10.0.0.7' });
      expect(res.statusCode).toBe(200);
    });
  });
});
