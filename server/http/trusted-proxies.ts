import { BlockList, isIP } from "node:net";

/** Whether an entry of `TRUSTED_PROXIES` is an address or a CIDR range we can read. */
export function isProxyEntry(entry: string) {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** The proxies whose `X-Forwarded-For` we believe (`TRUSTED_PROXIES`, checked by env.ts). */
export function trustedProxies(entries: readonly string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}
