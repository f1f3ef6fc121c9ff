/**
 * @jest-environment node
 */
// The network transport (axios' fetch adapter on Node's fetch) against a real local server: what goes over the
// socket, and what comes back.
import { closedPortOrigin, json, startLocalServer, type LocalServer, type ServerReply } from './test-support/local-server';
import { fetchTransport, type TransportRequest } from './transport';

let server: LocalServer;
let reply: ServerReply;

beforeAll(async () => {
  server = await startLocalServer(() => reply);
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  reply = json({ code: 'ZGEN0000', context: {}, data: null });
});

const JSON_HEADERS = { 'Content-Type': 'application/json', Timezone: 'Asia/Dubai', Accessor: 'Web' };

function send(request: Partial<TransportRequest> & Pick<TransportRequest, 'method'>) {
  return fetchTransport({ url: `${server.origin}/web/x/`, headers: JSON_HEADERS, responseType: 'json', ...request });
}

describe('fetchTransport: the request on the wire', () => {
  it('sends the method, the URL with its query string as given and the client headers', async () => {
    await send({ method: 'GET', url: `${server.origin}/web/a/?id=3&id=4&search=o%26ps`, headers: { ...JSON_HEADERS, Authorization: 'JWT t1' } });
    const [received] = server.received;
    expect(received.method).toBe('GET');
    expect(received.url).toBe('/web/a/?id=3&id=4&search=o%26ps');
    expect(received.headers).toMatchObject({ timezone: 'Asia/Dubai', accessor: 'Web', authorization: 'JWT t1' });
  });

  it('sends a JSON body with Content-Type application/json', async () => {
    await send({ method: 'POST', body: JSON.stringify({ username: 'ana', password: 'p' }) });
    const [received] = server.received;
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body.toString('utf8'))).toEqual({ username: 'ana', password: 'p' });
  });

  it('leaves Content-Type out when there is no body (a bodiless POST or DELETE must not announce JSON)', async () => {
    await send({ method: 'POST' });
    await send({ method: 'DELETE' });
    await send({ method: 'GET' });
    expect(server.received.map((r) => r.headers['content-type'])).toEqual([undefined, undefined, undefined]);
    expect(server.received.map((r) => r.body.length)).toEqual([0, 0, 0]);
  });

  it('sends FormData as multipart with the boundary fetch generates, not the bare type the client names', async () => {
    const form = new FormData();
    form.append('name', 'Ops');
    form.append('photo', new Blob(['\x89PNG'], { type: 'image/png' }), 'face.png');
    await send({ method: 'POST', headers: { ...JSON_HEADERS, 'Content-Type': 'multipart/form-data' }, body: form });
    const [received] = server.received;
    const contentType = received.headers['content-type'] ?? '';
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(contentType)?.[1];
    expect(boundary).toBeTruthy();
    const text = received.body.toString('utf8');
    expect(text).toContain(`--${boundary}`);
    expect(text).toMatch(/name="name"\r\n\r\nOps\r\n/);
    expect(text).toMatch(/name="photo"; filename="face.png"\r\nContent-Type: image\/png/);
  });

  it('drops a body given to a GET (fetch refuses one) instead of failing', async () => {
    await send({ method: 'GET', body: '{"a":1}' });
    expect(server.received[0].body.length).toBe(0);
  });
});

describe('fetchTransport: the response', () => {
  it('parses a JSON body and gives header names in lower case', async () => {
    reply = { ...json({ code: 'ZGEN0000', context: {}, data: { id: 1 } }), headers: { 'Content-Type': 'application/json', 'X-Trace': 'abc' } };
    const response = await send({ method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ code: 'ZGEN0000', context: {}, data: { id: 1 } });
    expect(response.headers['x-trace']).toBe('abc');
  });

  it.each([400, 401, 403, 404, 500, 502, 504])('resolves with status %i (the client applies SPEC §8)', async (status) => {
    reply = json({ code: `ZGEN0${status}`, context: {}, data: null }, status);
    const response = await send({ method: 'POST', body: '{}' });
    expect(response).toMatchObject({ status, data: { code: `ZGEN0${status}` } });
  });

  it('keeps a non-JSON error body (a proxy HTML page) as text', async () => {
    reply = { status: 502, headers: { 'Content-Type': 'text/html' }, body: '<html><h1>502 Bad Gateway</h1></html>' };
    const response = await send({ method: 'GET' });
    expect(response).toMatchObject({ status: 502, data: '<html><h1>502 Bad Gateway</h1></html>' });
  });

  it('gives an empty 204 body as an empty string', async () => {
    reply = { status: 204 };
    await expect(send({ method: 'DELETE' })).resolves.toMatchObject({ status: 204, data: '' });
  });

  it('reads a download as a Blob with its bytes and headers', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    reply = { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a.pdf"' }, body: bytes };
    const response = await send({ method: 'GET', responseType: 'blob' });
    expect(response.data).toBeInstanceOf(Blob);
    const blob = response.data as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
    expect(response.headers['content-disposition']).toBe('attachment; filename="a.pdf"');
  });
});

describe('fetchTransport: failures', () => {
  it('rejects with an AbortError when the signal aborts while waiting for the answer', async () => {
    reply = { ...json({}), delayMs: 2000 };
    const controller = new AbortController();
    const pending = send({ method: 'GET', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects without sending when the signal was aborted before', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(send({ method: 'GET', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.received).toHaveLength(0);
  });

  it('rejects when nothing answers (network failure)', async () => {
    const origin = await closedPortOrigin();
    await expect(fetchTransport({ method: 'GET', url: `${origin}/web/x/`, headers: JSON_HEADERS, responseType: 'json' }))
      .rejects.toMatchObject({ name: 'TypeError' }); // fetch's own error (another realm under jest, so no instanceof)
  });
});
