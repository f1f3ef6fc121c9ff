/**
 * A company's own SMTP server is a host a tenant administrator names; the server connects to it and reports its
 * error to that administrator (the test mail). Without a guard that is a probe into the platform's own network
 * (databases, metadata services, admin ports: server-side request forgery). So a company's SMTP host must resolve
 * to public addresses only, checked at every connection (a name can change what it resolves to), and the connection
 * goes to the address that was checked, with the name kept for TLS. COMPANY_SMTP_ALLOW_PRIVATE=true lifts it for
 * installations whose mail server sits on their own network (and for the tests' SMTP sink on 127.0.0.1).
 */
import dns from 'node:dns';
import net from 'node:net';

export class SmtpHostRefusedError extends Error {
  constructor(host: string) {
    super(`The SMTP host ${host} is a private, local or reserved address; mail is sent only to public SMTP servers.`);
    this.name = 'SmtpHostRefusedError';
  }
}

const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address may be connected to for a tenant: public unicast only (an IPv4-mapped IPv6 is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Lookup = (host: string) => Promise<ReadonlyArray<{ address: string }>>;

const systemLookup: Lookup = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for `host`: the first it resolves to, when every address it resolves to is public
 * (a name with one private address among public ones is refused: which one a client picks is not ours to know).
 */
export async function publicAddressOf(host: string, lookup: Lookup = systemLookup): Promise<string> {
  const addresses = net.isIP(host) ? [{ address: host }] : await lookup(host);
  if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) throw new SmtpHostRefusedError(host);
  return addresses[0].address;
}
