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
