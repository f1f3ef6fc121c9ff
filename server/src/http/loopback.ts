/**
 * Is a request from this machine? Used to keep development-only pages (the dev mailbox) away from the network.
 * Conservative on purpose: the socket peer must be loopback, and so must every address a proxy named in
 * Forwarded / X-Forwarded-For / X-Real-IP (a reverse proxy on the same host connects from 127.0.0.1 on behalf
 * of someone else), whether or not TRUST_PROXY is set.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (`::ffff:127.0.0.1`). Anything else, including garbage, is not loopback. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** Addresses proxies wrote into the forwarding headers (`for=` of Forwarded, ports and quotes removed). */
export function forwardedAddresses(headers: FastifyRequest['headers']): string[] {
  const lists = [headers['x-forwarded-for'], headers['x-real-ip']].flat().filter((v): v is string => typeof v === 'string');
  const addresses = lists.flatMap((list) => list.split(','));
  for (const value of [headers.forwarded].flat()) {
    if (typeof value !== 'string') continue;
    for (const match of value.matchAll(/for=("[^"]*"|[^;,\s]*)/gi)) addresses.push(match[1].replace(/"/g, ''));
  }
  return addresses.map((a) => a.trim()).filter(Boolean).map(stripPort);
}

function stripPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1];
  // One colon: IPv4 with a port. Several: a bare IPv6 address.
  return address.split(':').length === 2 ? address.split(':')[0] : address;
}

export function isLoopbackRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    forwardedAddresses(request.headers).every(isLoopbackAddress)
  );
}
