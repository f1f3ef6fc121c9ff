import { websocketUrl } from './websocket';

describe('websocketUrl (SPEC §7)', () => {
  it('uses ws: on an http page, same host and port, under /websocket', () => {
    expect(websocketUrl({ protocol: 'http:', hostname: 'acme.localhost', port: '8080' }, '/device/monitor/'))
      .toBe('ws://acme.localhost:8080/websocket/device/monitor/');
  });

  it('uses wss: on an https page', () => {
    expect(websocketUrl({ protocol: 'https:', hostname: 'timekeep.example', port: '' }, '/att/live/'))
      .toBe('wss://timekeep.example/websocket/att/live/');
  });

  it('adds the token as a query parameter in the authorised form', () => {
    expect(websocketUrl({ protocol: 'https:', hostname: 'timekeep.example', port: '' }, '/att/live/', 'a.b.c'))
      .toBe('wss://timekeep.example/websocket/att/live/?token=a.b.c');
  });

  it('appends the token to an existing query', () => {
    expect(websocketUrl({ protocol: 'http:', hostname: 'h', port: '' }, 'feed?x=1', 't'))
      .toBe('ws://h/websocket/feed?x=1&token=t');
  });
});
