import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { institutionAccounts, ssoDomains } from "@server/db/schema";
import type { startDnsServer } from "./dns-server";
import type { httpSession } from "./http-session";
import type { TestApp } from "./test-app";

/** A person an institution's identity provider signs in (the claims of its ID token). */
export type SsoPerson = {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  name: string;
};

/**
 * A real OpenID Connect server on 127.0.0.1 standing in for an institution's identity provider
 * (Microsoft Entra ID, say); `signs` changes whom it signs in next.
 */
export async function startInstitutionIdp() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  let person: SsoPerson | null = null;
  server.service.on("beforeTokenSigning", (token) => {
    if (person) Object.assign(token.payload, { ...person, email_verified: true });
  });
  server.service.on("beforeUserinfo", (response) => {
    if (person) response.body = { ...person, email_verified: true };
  });
  return {
    issuer: server.issuer.url,
    signs: (next: SsoPerson) => {
      person = next;
    },
    stop: () => server.stop(),
  };
}

/** An institution account written directly, as the back office's own page would create it. */
export async function insertInstitution(
  subject: TestApp,
  values: { name: string; seatCount: number; emailDomains: string[] },
) {
  const [row] = await subject.database.db
    .insert(institutionAccounts)
    .values({ ...values, contractStart: "2026-01-01", contractEnd: "2099-12-31" })
    .returning({ id: institutionAccounts.id });
  return row!.id;
}

/**
 * Proves an institution holds `domain` as its DNS administrator would: the TXT record the back
 * office shows goes into the test's DNS server, then the admin chooses Verify.
 */
export async function proveDomain(
  subject: TestApp,
  dns: Awaited<ReturnType<typeof startDnsServer>>,
  admin: ReturnType<typeof httpSession>,
  institutionId: string,
  domain: string,
) {
  const [claim] = await subject.database.db
    .select({ token: ssoDomains.token })
    .from(ssoDomains)
    .where(eq(ssoDomains.domain, domain));
  if (!claim) throw new Error(`${domain} is not claimed`);
  dns.txt(`_clinova-verification.${domain}`, claim.token);
  const verified = await admin.postForm(`/admin/institutions/${institutionId}/sso`, {
    intent: "verify",
    domain,
  });
  if (verified.status !== 302) throw new Error(`verify answered ${verified.status}`);
}
