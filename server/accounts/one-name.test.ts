import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@server/db/schema/index";
import { seedAll } from "@server/db/seed/seed";
import { testOrigin } from "../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

let subject: TestApp;
let alice: Learner;

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  alice = await signUpLearner(subject, "alice@example.org", {
    tier: "standard",
    name: "Alice Smith",
  });
});
afterAll(async () => {
  await subject.close();
});

const site = (path: string) => `${testOrigin}${path}`;
const html = async (path: string) => (await alice.request(site(path))).text();

describe("a changed name", () => {
  it("shows at once on the dashboard, in the header, in the player and in the export", async () => {
    expect(await html("/dashboard")).toContain("Welcome back, Alice");

    const saved = await alice.postForm(site("/account"), {
      intent: "profile",
      firstName: "Beatrice",
      lastName: "Jones",
      professionalRegType: "midwife",
      regNo: "NMC-55B1234",
      institution: "Northgate University",
    });
    expect(saved.headers.get("location")).toBe("/account");

    const dashboard = await html("/dashboard");
    expect(dashboard).toContain("Welcome back, Beatrice");
    expect(dashboard).not.toContain("Alice");
    // The header's avatar carries the new initial and the learning screens show the name once.
    expect(dashboard).toMatch(/data-slot="avatar"[^>]*>B</);
    const player = await html("/course/demo-iv-cannulation/start");
    // The site header shows the person; the player's own header no longer repeats them.
    const [siteHeader = "", page = ""] = player.split("</header>");
    expect(siteHeader).toContain("Beatrice Jones");
    expect((page.split("<script")[0] ?? "").match(/Beatrice Jones|Sign out/g)).toBeNull();
    expect(player).not.toContain("Alice");

    const exported = await (await alice.request(site("/account/export"))).json();
    expect(JSON.stringify(exported)).not.toContain("Alice");
    expect(exported.user.name).toBe("Beatrice Jones");
    const [account] = await subject.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, alice.userId));
    expect(account?.name).toBe("Beatrice Jones");
  });
});
