import { lookup } from "node:dns/promises";
import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:net";
import { hostname } from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssoProviders } from "@server/db/schema/index";
import { isPublicAddress } from "@server/security/public-address";
import { signInAdmin } from "../../../tests/support/admin";
import { insertInstitution, startInstitutionIdp } from "../../../tests/support/institution-sso";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { issuerCheckMs, issuerRefusedMessage } from "./issuer-discovery";
import { issuerEgress } from "./issuer-egress";

// Saving an issuer must not become a way into the server's own network (docs/product/back-office.md#single-sign-on-settings): the
// issuer's name is resolved once, the resolved address is refused unless public (or listed in
// SSO_PRIVATE_ISSUERS), the connection goes to that address, and every failure reads and takes
// the same. Real sockets throughout: a TCP listener that counts who reaches it, the local OIDC
// server the SSO tests use, and a discovery document served by the test.

/** A TCP server that answers nothing and counts the connections that reach it. */
async function listener(host: string) {
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  let connections = 0;
  await new Promise<void>((ready) => server.listen(0, host, ready));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    connections: () => connections,
    close: () => new Promise((done) => server.close(done)),
  };
}

let subject: TestApp;
let idp: Awaited<ReturnType<typeof startInstitutionIdp>>;
let trap: Awaited<ReturnType<typeof listener>>;
/** This machine's own name, when it resolves to an address that is not public (it does here). */
const own = await lookup(hostname()).catch(() => undefined);
const ownName = own && !isPublicAddress(own.address) ? hostname() : undefined;
let ownNameTrap: Awaited<ReturnType<typeof listener>> | undefined;
/** A listed private issuer whose discovery document names a token endpoint on `ownName`. */
let sneaky: { issuer: string; close(): Promise<unknown> } | undefined;

beforeAll(async () => {
  idp = await startInstitutionIdp();
  trap = await listener("127.0.0.1");
  if (own && ownName) {
    ownNameTrap = await listener(own.address);
    sneaky = await documentServer((issuer) => ({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `http://${ownName}:${ownNameTrap!.port}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
    }));
  }
  const ports = [trap.port, ownNameTrap?.port].filter(Boolean).join(",");
  subject = await startTestApp({
    SSO_PRIVATE_ISSUERS: [idp.issuer, sneaky?.issuer].filter(Boolean).join(","),
    // The traps' ports are allowed, so it is the address rule that refuses them.
    SSO_ISSUER_PORTS: ports,
  });
});
afterAll(async () => {
  await subject?.close();
  await idp?.stop();
  await trap?.close();
  await ownNameTrap?.close();
  await sneaky?.close();
});

/** An HTTP server on 127.0.0.1 serving the discovery document `document(issuer)`. */
async function documentServer(document: (issuer: string) => object) {
  let issuer = "";
  const server = createHttpServer((request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(document(issuer)));
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { issuer, close: () => new Promise((done) => server.close(done)) };
}

async function saveIssuer(issuer: string) {
  const id = await insertInstitution(subject, {
    name: `Probe ${crypto.randomUUID()}`,
    seatCount: 1,
    emailDomains: [],
  });
  const admin = await signInAdmin(subject, `ssrf-${crypto.randomUUID()}@example.org`);
  const started = performance.now();
  const response = await admin.postForm(`/admin/institutions/${id}/sso`, {
    intent: "save",
    issuer,
    clientId: "probe",
    clientSecret: "probe-secret-0001",
    domains: "probe.example.org",
  });
  const ms = performance.now() - started;
  const saved = await subject.database.db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.institutionId, id));
  return { status: response.status, html: await response.text(), ms, saved };
}

describe("saving an institution's issuer", () => {
  it("refuses a name that resolves to this machine, on an allowed port, without connecting", async () => {
    const probes = [`http://localhost:${trap.port}`];
    if (ownName) probes.push(`http://${ownName}:${ownNameTrap!.port}`);
    for (const issuer of probes) {
      const answer = await saveIssuer(issuer);
      expect(answer.status, issuer).toBe(422);
      expect(answer.html, issuer).toContain(issuerRefusedMessage);
      expect(answer.saved).toEqual([]);
    }
    expect(trap.connections()).toBe(0);
    expect(ownNameTrap?.connections() ?? 0).toBe(0);
  });

  it("answers every failure with the same message, in the same time", async () => {
    const closed = await listener("127.0.0.1");
    await closed.close();
    const failures = [
      `${idp.issuer}/no-such-tenant`, // a real server, no document
      `http://127.0.0.1:${trap.port}`, // a literal loopback address
      `http://[::ffff:127.0.0.1]:${trap.port}`, // the same, IPv4-mapped
      `http://0.0.0.0:${trap.port}`,
      `http://100.64.0.1`, // carrier-grade NAT
      `http://169.254.169.254`, // cloud metadata
      `http://[fd00::1]`, // unique-local
      "http://localhost:6379", // a port nobody configured
      "http://no-such-issuer.invalid",
      `http://clinova-probe.localhost:${trap.port}`,
    ];
    const answers = await Promise.all(failures.map((issuer) => saveIssuer(issuer)));
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, failures[index]).toBe(422);
      const shown = answer.html.match(/We could not use this issuer[^<]*/)?.[0];
      expect(shown, failures[index]).toBe(issuerRefusedMessage);
      expect(answer.ms, failures[index]).toBeGreaterThanOrEqual(issuerCheckMs - 50);
    }
    expect(trap.connections()).toBe(0);
  }, 60_000);

  it.skipIf(!ownName)(
    "refuses a document whose token endpoint resolves to this machine",
    async () => {
      const answer = await saveIssuer(sneaky!.issuer);
      expect(answer.status).toBe(422);
      expect(answer.html).toContain(issuerRefusedMessage);
      expect(answer.saved).toEqual([]);
      expect(ownNameTrap!.connections()).toBe(0);
    },
  );

  it("still saves an issuer listed in SSO_PRIVATE_ISSUERS", async () => {
    const answer = await saveIssuer(idp.issuer);
    expect(answer.status).toBe(302);
    expect(answer.saved).toHaveLength(1);
  });
});

describe("the provider's endpoints at sign-in", () => {
  const reach = () => ({ privateIssuers: [idp.issuer], ports: [trap.port] });

  it("are fetched only through vetted, pinned connections on the SSO paths", async () => {
    const egress = issuerEgress(reach());
    const before = trap.connections();
    await expect(
      egress("/api/auth/sso/callback/institution-x", () =>
        fetch(`http://localhost:${trap.port}/token`, { method: "POST" }),
      ),
    ).rejects.toThrow();
    expect(trap.connections()).toBe(before);
    // A listed issuer is still reached, and nothing changes outside the SSO paths.
    const listed = await egress("/api/auth/sso/callback/institution-x", () =>
      fetch(`${idp.issuer}/.well-known/openid-configuration`),
    );
    expect(listed.status).toBe(200);
    await expect(
      egress("/api/auth/get-session", () => fetch(`http://localhost:${trap.port}/`)),
    ).rejects.toThrow();
    expect(trap.connections()).toBe(before + 1);
  });
});
