import dns2 from "dns2";

const { Packet } = dns2;

/**
 * A real authoritative DNS server on 127.0.0.1 (dns2, UDP) for institutions' domain records: the
 * app is pointed at it with `DNS_SERVERS` (`servers`). `txt` sets a name's TXT records, `remove`
 * takes them away (NXDOMAIN), `failing` makes the server answer SERVFAIL for everything.
 */
export async function startDnsServer() {
  const records = new Map<string, string[]>();
  let failing = false;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? records.get(question.name.toLowerCase()) : undefined;
      if (failing) {
        response.header.rcode = Packet.RCODE.SERVFAIL;
      } else if (!question || !values) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of values) {
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, data }));
        }
      }
      response.header.aa = 1;
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  const port = addresses.udp?.port;
  return {
    /** For DNS_SERVERS. */
    servers: `127.0.0.1:${port}`,
    txt: (name: string, ...values: string[]) => records.set(name.toLowerCase(), values),
    remove: (name: string) => records.delete(name.toLowerCase()),
    failing: (on: boolean) => {
      failing = on;
    },
    close: () => server.close(),
  };
}
