import type { PageLocation } from './session-redirect';

/** SPEC §7: `ws:`/`wss:` following the page's protocol, same host and port, under `/websocket{path}`. */
export function websocketUrl(location: PageLocation, path: string, token?: string | null): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const port = location.port ? `:${location.port}` : '';
  const suffix = path.startsWith('/') ? path : `/${path}`;
  const url = `${scheme}//${location.hostname}${port}/websocket${suffix}`;
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
