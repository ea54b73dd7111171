import type { BlockSeed, CourseSeed } from "@server/db/seed/content/course-seed";
import { lessonVideos } from "@server/db/seed/content/lesson-videos";

const blocks: BlockSeed[] = [
  { type: "header", content: { text: "Why it matters" }, metadata: { level: 2 } },
  {
    type: "text",
    content: {
      text: "A generated lesson for measuring the player: the same blocks in every lesson, so only the size of the course changes between runs.",
    },
  },
  {
    type: "list",
    content: { items: ["Prepare", "Explain", "Perform", "Document"] },
    metadata: { listType: "ordered" },
  },
  {
    type: "markdown",
    content: { text: "**Remember:** follow your local policy and ask for help early." },
  },
];

/** A Standard course of `modules` × `lessonsPerModule` lessons, each with the same four blocks. */
export function generatedCourse(
  slug: string,
  modules: number,
  lessonsPerModule: number,
): CourseSeed {
  return {
    slug,
    title: `Generated course ${modules}×${lessonsPerModule}`,
    description: "A course generated to measure how the pages scale with the number of lessons.",
    coverImage: "/images/courses/demo-iv-cannulation.svg",
    features: ["Generated for measurement"],
    learningOutline: ["Measure the lesson player"],
    difficultyLevel: "Beginner",
    estimatedDuration: modules * lessonsPerModule * 5,
    requiredTier: "standard",
    modules: Array.from({ length: modules }, (_, m) => ({
      title: `Module ${m + 1}`,
      description: `Generated module ${m + 1}.`,
      lessons: Array.from({ length: lessonsPerModule }, (_, l) => ({
        slug: `lesson-${m + 1}-${l + 1}`,
        title: `Lesson ${m + 1}.${l + 1}`,
        summary: "A generated lesson.",
        ...lessonVideos.ivCannulation,
        blocks,
      })),
    })),
  };
}
