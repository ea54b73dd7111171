import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The build every test shares is made by Vitest's global setup, where NODE_ENV is "test".
const assets = "build/client/assets";
const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));

describe("the shared build", () => {
  it("gives the browser React's production build, not the development one", () => {
    expect(scripts.length).toBeGreaterThan(0);
    const development = scripts.filter((name) =>
      readFileSync(join(assets, name), "utf8").includes("Download the React DevTools"),
    );
    expect(development).toEqual([]);
  });
});
