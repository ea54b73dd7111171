import { BlockList, isIP } from "node:net";

// Every special-purpose range of the IANA registries (RFC 6890 and its updates): a server-side
// fetch of an address someone else chose may reach only the public internet.
// https://www.iana.org/assignments/iana-ipv4-special-registry
// https://www.iana.org/assignments/iana-ipv6-special-registry
const ipv4Ranges: [string, number][] = [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 included
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT (shared address space)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const ipv6Ranges: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::ffff:0:0", 96], // IPv4-mapped: an IPv4 address in disguise
  ["64:ff9b::", 96], // NAT64, which reaches IPv4 addresses (private ones too)
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments, Teredo among them
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, which embeds an IPv4 address
  ["3fff::", 20], // documentation
  ["5f00::", 16], // segment routing
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed by some networks)
  ["ff00::", 8], // multicast
];

const special = new BlockList();
for (const [network, prefix] of ipv4Ranges) special.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of ipv6Ranges) special.addSubnet(network, prefix, "ipv6");

/** True only for an IP address on the public internet (never loopback, private, link-local…). */
export function isPublicAddress(address: string) {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return false;
  return !special.check(bare, family === 4 ? "ipv4" : "ipv6");
}
