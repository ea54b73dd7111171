import { describe, expect, it } from "vitest";
import type { CourseSeed, LessonSeed } from "../course-seed";
import { courseSeeds } from "../courses";
import { assessmentSeeds } from "./assessments";

// Every seeded course's bank (docs/product/learning.md#assessment): big enough that a draw cannot be
// memorised, grouped by outcome so every draw covers each one, and each question pointing at the
// lesson section that teaches it.

/** The headings a lesson shows: `header` blocks, and Markdown headings inside text blocks. */
function headingsOf(lesson: LessonSeed) {
  return lesson.blocks.flatMap((block) => {
    if (block.type === "header") return [block.content.text];
    if (block.type !== "markdown" && block.type !== "text") return [];
    return [...block.content.text.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((match) => match[1]!);
  });
}

function lessonsOf(course: CourseSeed) {
  return new Map(course.modules.flatMap((m) => m.lessons).map((l) => [l.slug, l]));
}

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

describe.each(assessmentSeeds.map((seed) => [seed.courseSlug, seed] as const))(
  "the question bank of %s",
  (courseSlug, seed) => {
    const course = courseSeeds.find((c) => c.slug === courseSlug)!;

    it("belongs to a seeded course", () => {
      expect(course).toBeDefined();
    });

    it("holds at least three times its draw, in 3 to 5 outcomes a draw can cover", () => {
      expect(seed.drawCount).toBe(10);
      expect(seed.questions.length).toBeGreaterThanOrEqual(3 * seed.drawCount);
      expect(seed.outcomes.length).toBeGreaterThanOrEqual(3);
      expect(seed.outcomes.length).toBeLessThanOrEqual(5);
      expect(seed.outcomes.length).toBeLessThanOrEqual(seed.drawCount);
      expect(new Set(seed.outcomes).size).toBe(seed.outcomes.length);
    });

    it("gives every question one of its outcomes, and every outcome at least three questions", () => {
      for (const q of seed.questions) expect(seed.outcomes, q.key).toContain(q.outcome);
      for (const outcome of seed.outcomes) {
        const questions = seed.questions.filter((q) => q.outcome === outcome);
        expect(questions.length, outcome).toBeGreaterThanOrEqual(3);
      }
    });

    it("links every question to the exact heading of a lesson of the course", () => {
      const lessons = lessonsOf(course);
      for (const q of seed.questions) {
        const lesson = lessons.get(q.teaches.lesson);
        expect(lesson, `${q.key} teaches ${q.teaches.lesson}`).toBeDefined();
        expect(headingsOf(lesson!), q.key).toContain(q.teaches.section);
      }
    });

    it("has unique kebab-case keys and no repeated question", () => {
      const keys = seed.questions.map((q) => q.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const texts = seed.questions.map((q) => normalised(q.text));
      expect(new Set(texts).size).toBe(texts.length);
    });

    it("asks every question with four distinct options A to D, one correct, explained and sourced", () => {
      for (const q of seed.questions) {
        expect(
          q.options.map((o) => o.letter),
          q.key,
        ).toEqual(["A", "B", "C", "D"]);
        const options = q.options.map((o) => normalised(o.text));
        expect(new Set(options).size, q.key).toBe(4);
        expect(
          options.every((o) => o.length > 0),
          q.key,
        ).toBe(true);
        expect(["A", "B", "C", "D"], q.key).toContain(q.correct);
        expect(q.explanation.trim().length, q.key).toBeGreaterThan(40);
        expect(q.source.trim().length, q.key).toBeGreaterThan(10);
      }
    });

    it("spreads the correct answers evenly over the letters", () => {
      for (const letter of ["A", "B", "C", "D"]) {
        const share = seed.questions.filter((q) => q.correct === letter).length;
        expect(share / seed.questions.length, letter).toBeGreaterThanOrEqual(0.2);
        expect(share / seed.questions.length, letter).toBeLessThanOrEqual(0.3);
      }
    });
  },
);

describe("the IV cannulation bank", () => {
  it("keeps the specification's four questions and their answers (B, B, C, B)", () => {
    const bank = assessmentSeeds.find((seed) => seed.courseSlug === "demo-iv-cannulation")!;
    const answerOf = (key: string) => bank.questions.find((q) => q.key === key);
    expect(answerOf("purpose-of-iv-cannulation")).toMatchObject({
      text: expect.stringMatching(/purpose of inserting a peripheral intravenous cannula/),
      correct: "B",
    });
    expect(answerOf("purpose-of-a-tourniquet")).toMatchObject({
      text: expect.stringMatching(/tourniquet/),
      correct: "B",
    });
    expect(answerOf("skin-antiseptic-before-cannulation")).toMatchObject({
      text: expect.stringMatching(/antiseptic/),
      correct: "C",
    });
    expect(answerOf("not-a-site-selection-factor")).toMatchObject({
      text: expect.stringMatching(/NOT a key factor when choosing a site/),
      correct: "B",
    });
  });
});
