import { describe, expect, it } from "vitest";
import {
  cryptoRandomInt,
  drawQuestions,
  shuffled,
  type BankEntry,
  type RandomInt,
} from "./draw-questions";

/** A seeded generator (mulberry32), so a test's draws are the same on every run. */
function seeded(seed: number): RandomInt {
  let state = seed;
  return (bound) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * bound);
  };
}

const letters = ["A", "B", "C", "D"];
/** 30 questions over outcomes o1…o4: o4 has only two questions, o1 most of them. */
const bank: BankEntry[] = Array.from({ length: 30 }, (_, i) => ({
  id: `q${i + 1}`,
  outcome: i < 2 ? "o4" : i < 6 ? "o3" : i < 12 ? "o2" : "o1",
  options: letters,
}));
const outcomeOf = new Map(bank.map((entry) => [entry.id, entry.outcome]));

describe("drawing an attempt's questions", () => {
  it("draws drawCount distinct questions covering every outcome, whatever the seed", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const drawn = drawQuestions(bank, 10, seeded(seed));
      expect(drawn).toHaveLength(10);
      expect(new Set(drawn.map((q) => q.id)).size).toBe(10);
      expect(new Set(drawn.map((q) => outcomeOf.get(q.id)))).toEqual(
        new Set(["o1", "o2", "o3", "o4"]),
      );
      for (const q of drawn) expect([...q.options].sort()).toEqual(letters);
    }
  });

  it("covers as many outcomes as fit when fewer questions are drawn than there are outcomes", () => {
    const drawn = drawQuestions(bank, 3, seeded(7));
    expect(new Set(drawn.map((q) => outcomeOf.get(q.id))).size).toBe(3);
  });

  it("draws the whole bank when asked for more than it holds, and nothing from an empty one", () => {
    expect(drawQuestions(bank.slice(0, 5), 10, seeded(3))).toHaveLength(5);
    expect(drawQuestions([], 10, seeded(3))).toEqual([]);
  });

  it("varies the questions, their order and the options' order between draws", () => {
    const draws = Array.from({ length: 20 }, (_, i) => drawQuestions(bank, 10, seeded(i + 1)));
    const sets = new Set(
      draws.map((d) =>
        d
          .map((q) => q.id)
          .sort()
          .join(),
      ),
    );
    const orders = new Set(draws.map((d) => d.map((q) => q.id).join()));
    const optionOrders = new Set(draws.flatMap((d) => d.map((q) => q.options.join(""))));
    expect(sets.size).toBeGreaterThan(1);
    expect(orders.size).toBe(20);
    expect(optionOrders.size).toBeGreaterThan(1);
  });

  it("is the same draw for the same random source (injectable for tests)", () => {
    expect(drawQuestions(bank, 10, seeded(42))).toEqual(drawQuestions(bank, 10, seeded(42)));
  });

  it("takes its production randomness from Web Crypto, within bounds", () => {
    for (let i = 0; i < 500; i++) {
      const n = cryptoRandomInt(7);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
    }
    expect(cryptoRandomInt(1)).toBe(0);
    expect(shuffled([1, 2, 3, 4, 5], cryptoRandomInt).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
