import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const freshDir = () => mkdtempSync(join(tmpdir(), "clinova-lock-"));

describe("lockDataDir", () => {
  it("refuses a second holder while a live process holds the lock", async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(join(dir, "server.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Clinova server \(PID \d+\)/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has exited", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "server.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("can be taken again once released", () => {
    const dir = freshDir();
    lockDataDir(dir)();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
