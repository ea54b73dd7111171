import { Resolver } from "node:dns/promises";

export type TxtAnswer =
  | { ok: true; records: string[] }
  /** The DNS could not answer (a timeout, a server failure): nothing is known either way. */
  | { ok: false };

/** Answers that say the name has no TXT record, as opposed to a failure to ask. */
const absent = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN"]);

/**
 * The TXT records of `name`, each record's strings joined (RFC 7208 section 3.3 reads them so).
 * `servers` (DNS_SERVERS, `host:port`) replace the system's resolvers when given: tests point
 * them at a DNS server of their own on loopback; production usually leaves them unset.
 */
export async function lookupTxt(servers: string[], name: string): Promise<TxtAnswer> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return { ok: true, records: records.map((strings) => strings.join("")) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    return absent.has(code) ? { ok: true, records: [] } : { ok: false };
  }
}
