import { createServer, type IncomingMessage } from "node:http";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import dns2 from "dns2";
import { OAuth2Server } from "oauth2-mock-server";
import { SMTPServer } from "smtp-server";
import { googleUser } from "./google-user";
import { ssoClientId, ssoLinkClientId, ssoLinkUser, ssoUser } from "./sso-user";

/**
 * The real protocol peers of the end-to-end run, in their own process (Playwright starts it
 * beside the app): an SMTP server that files every message as JSON in E2E_MAIL_DIR, and an
 * OpenID Connect server standing in for Google, which signs in one fixed user, and for an
 * institution's identity provider, which signs in another when asked by its own client; and a
 * DNS server answering TXT queries from files in E2E_DNS_DIR (named by the record, holding its
 * value), which a journey writes as an institution's DNS administrator would.
 */
const mailDir = process.env.E2E_MAIL_DIR!;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const oidcPort = Number(process.env.E2E_OIDC_PORT);
const readyPort = Number(process.env.E2E_PEERS_PORT);
const dnsDir = process.env.E2E_DNS_DIR!;
const dnsPort = Number(process.env.E2E_DNS_PORT);

mkdirSync(mailDir, { recursive: true });
let filed = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      const name = `${Date.now()}-${String(++filed).padStart(5, "0")}.json`;
      writeFileSync(
        join(mailDir, name),
        JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") }),
      );
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate("RS256");
oidc.issuer.url = `http://127.0.0.1:${oidcPort}`;
const google = { sub: "google-sam-001", ...googleUser };
/** The client asking for tokens: HTTP Basic credentials, or the form's client_id. */
const clientOf = (req: IncomingMessage & { body?: { client_id?: unknown } }) => {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
  if (basic) return decodeURIComponent(Buffer.from(basic, "base64").toString().split(":")[0]!);
  return typeof req.body?.client_id === "string" ? req.body.client_id : "";
};
/** Whom the server signs in for each client: an institution's learner, else the Google user. */
const institutionLearners: Record<string, typeof ssoUser> = {
  [ssoClientId]: ssoUser,
  [ssoLinkClientId]: ssoLinkUser,
};
oidc.service.on("beforeTokenSigning", (token, req) => {
  const person = institutionLearners[clientOf(req)] ?? google;
  Object.assign(token.payload, { ...person, email_verified: true });
});
// The access token carries the person's claims (above), so user info answers from it.
oidc.service.on("beforeUserinfo", (response, req) => {
  const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString() || "{}");
  const person =
    Object.values(institutionLearners).find((learner) => learner.email === claims.email) ?? google;
  response.body = { ...person, email_verified: true };
});
await oidc.start(oidcPort, "127.0.0.1");

mkdirSync(dnsDir, { recursive: true });
const dns = dns2.createServer({
  udp: true,
  handle: (request, send) => {
    const response = dns2.Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const file = question && join(dnsDir, question.name.toLowerCase().replace(/[/\\]/g, ""));
    if (!question || !file || !existsSync(file)) {
      response.header.rcode = dns2.Packet.RCODE.NXDOMAIN;
    } else if (question.type === dns2.Packet.TYPE.TXT) {
      const data = readFileSync(file, "utf8").trim();
      response.answers.push(dns2.Packet.createResourceFromQuestion(question, { ttl: 1, data }));
    }
    response.header.aa = 1;
    void send(response);
  },
});
await dns.listen({ udp: { port: dnsPort, address: "127.0.0.1" } });

createServer((_req, res) => res.end("ready")).listen(readyPort, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void Promise.all([
      oidc.stop(),
      dns.close(),
      new Promise((r) => smtp.close(() => r(null))),
    ]).then(() => process.exit(0));
  });
}
