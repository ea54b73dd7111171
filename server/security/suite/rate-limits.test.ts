import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInRules } from "@server/accounts/auth/sign-in-throttle";
import { formRateRules } from "@server/leads/form-rate-limits";
import { enquiriesPerAddress } from "@server/leads/institution-enquiries";
import { rateRules, type RateRule } from "@server/security/rate-limit";
import { signInAdmin } from "../../../tests/support/admin";
import { pdfFile } from "../../../tests/support/document-fixtures";
import { httpSession } from "../../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { multipart } from "../../../tests/support/multipart";
import { professionalDetails } from "../../../tests/support/professional-details";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// Every limit holds: the attempts it allows pass, the next one is refused with 429, on each form
// and API that counts against it. The rules are enumerated from their modules: a new rule must
// be added to `limits` here, or to `testedElsewhere` with the test that holds it.
let subject: TestApp;
let learner: Learner;
let admin: Learner;
const learnerEmail = "limits@example.org";

beforeAll(async () => {
  subject = await startTestApp();
  learner = await signUpLearner(subject, learnerEmail);
  admin = await signInAdmin(subject, "limits-admin@example.org", { twoFactor: "none" });
});
afterAll(async () => {
  await subject?.close();
});

const visitor = () => httpSession(subject);
type Limit = {
  rule: string;
  allowed: number;
  /** The attempt numbered `n` (from 0). */
  attempt: (n: number) => Promise<Response>;
  /** Another surface counting against the same key: refused (429, or true) once it is full. */
  alsoRefused?: () => Promise<Response | boolean>;
};

const contact = (n: number) => ({
  firstName: "Rate",
  lastName: `Limit${n}`,
  email: "rate@example.org",
  phoneNumber: "",
  message: "A message long enough to send.",
});
const enquiry = {
  firstName: "Rate",
  lastName: "Limit",
  workEmail: "rate@trust.example",
  phone: "0113 496 0000",
  numberOfUsers: "",
  others: "",
  message: "We would like a pilot for our ward.",
};

const limits: Limit[] = [
  {
    rule: "signInRules.perAccountAndAddress",
    allowed: signInRules.perAccountAndAddress.limit,
    attempt: () => visitor().postForm("/login", { email: learnerEmail, password: "wrong-guess-1" }),
    alsoRefused: () =>
      visitor().postJson("/api/auth/sign-in/email", {
        email: learnerEmail,
        password: "wrong-guess-2",
      }),
  },
  {
    rule: "rateRules.signUpPerAddress",
    // Less the two sign-ups of this file's beforeAll, from the same address.
    allowed: rateRules.signUpPerAddress.limit - 2,
    attempt: () => visitor().postJson("/api/auth/sign-up/email", {}),
    alsoRefused: () =>
      visitor().postForm("/signup", {
        email: "one-more@example.org",
        password: "strong-pass-42!",
        ...professionalDetails("One More"),
      }),
  },
  {
    rule: "rateRules.passwordResetPerAccount",
    allowed: rateRules.passwordResetPerAccount.limit,
    attempt: () =>
      visitor().postJson("/api/auth/request-password-reset", {
        email: learnerEmail,
        redirectTo: "/reset-password",
      }),
    alsoRefused: () => visitor().postForm("/forgot-password", { email: learnerEmail }),
  },
  {
    rule: "rateRules.resendPerAccount",
    allowed: rateRules.resendPerAccount.limit,
    attempt: () =>
      visitor().postJson("/api/auth/send-verification-email", {
        email: learnerEmail,
        callbackURL: "/auth/callback",
      }),
    // The banner's button is a plain form: it answers with the page and a toast, not a status.
    alsoRefused: async () => {
      const response = await learner.postForm("/auth/resend-verification", {
        redirectTo: "/dashboard",
      });
      return decodeURIComponent(response.headers.getSetCookie().join()).includes(
        "Too many attempts",
      );
    },
  },
  {
    rule: "rateRules.twoFactorPerAddress",
    allowed: rateRules.twoFactorPerAddress.limit,
    attempt: () => visitor().postJson("/api/auth/two-factor/verify-totp", { code: "000000" }),
    // The page's action is refused too (its data request shows the action's own answer; a
    // document request without a sign-in challenge is sent back to /login by the loader).
    alsoRefused: () =>
      visitor().postForm("/login/two-factor.data", { method: "totp", code: "000000" }),
  },
  {
    rule: "rateRules.twoFactorSetupPerAccount",
    allowed: rateRules.twoFactorSetupPerAccount.limit,
    attempt: () => admin.postForm("/admin/security", { intent: "confirm", code: "000000" }),
  },
  {
    rule: "rateRules.institutionAddsPerAddress",
    allowed: rateRules.institutionAddsPerAddress.limit,
    attempt: (n) => visitor().postForm("/resources/institutions", { name: `Rate Trust ${n}` }),
  },
  {
    rule: "formRateRules.contactPerAddress",
    allowed: formRateRules.contactPerAddress.limit,
    attempt: (n) => visitor().postForm("/contact", contact(n)),
  },
  {
    rule: "formRateRules.careerApplicationsPerAddress",
    allowed: formRateRules.careerApplicationsPerAddress.limit,
    attempt: async (n) =>
      visitor().request(
        "/careers",
        await multipart({
          firstName: "Rate",
          lastName: `Limit${n}`,
          coverLetter: "",
          resume: { name: "cv.pdf", bytes: pdfFile() },
        }),
      ),
  },
  {
    rule: "enquiriesPerAddress",
    allowed: enquiriesPerAddress.limit,
    attempt: () => visitor().postForm("/pricing", enquiry),
  },
];

/** Rules held by their own tests, where sending enough attempts here would cost too much. */
const testedElsewhere: Record<string, string> = {
  "signInRules.perAddress": "server/accounts/auth/sign-in-throttle.test.ts (100 in 5 minutes)",
  "signInRules.perAccount": "server/accounts/auth/sign-in-throttle.test.ts (the account ceiling)",
  "signInRules.knownAddress": "not a limit: the owner's known addresses pass the account ceiling",
};

describe("every rate limit", () => {
  it("is in this suite or held by a named test", () => {
    const rules: Record<string, Record<string, RateRule>> = {
      rateRules,
      formRateRules,
      signInRules,
    };
    const names = [
      ...Object.entries(rules).flatMap(([group, entries]) =>
        Object.keys(entries).map((name) => `${group}.${name}`),
      ),
      "enquiriesPerAddress",
    ];
    const listed = new Set([...limits.map((limit) => limit.rule), ...Object.keys(testedElsewhere)]);
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });

  it.each(limits.map((limit) => [limit.rule, limit] as const))(
    "holds: %s",
    async (_, limit) => {
      for (let n = 0; n < limit.allowed; n++) {
        const response = await limit.attempt(n);
        expect(response.status, `attempt ${n + 1}`).not.toBe(429);
      }
      const refused = await limit.attempt(limit.allowed);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after") ?? "1")).toBeGreaterThan(0);
      if (limit.alsoRefused) {
        const also = await limit.alsoRefused();
        expect(typeof also === "boolean" ? also : also.status).toBe(
          typeof also === "boolean" ? true : 429,
        );
      }
    },
    60_000,
  );
});
