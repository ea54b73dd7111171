import type { ContentBlockContent, ContentBlockMetadata } from "../../schema";

/** One typed piece of a lesson (docs/product/learning.md#content-blocks); images default to 600×400. */
export type BlockSeed =
  | { type: "text"; content: { text: string } }
  | { type: "markdown"; content: { text: string } }
  | { type: "header"; content: { text: string }; metadata: { level: 2 | 3 | 4 } }
  | {
      type: "list";
      content: { items: string[] };
      metadata: { listType: "ordered" | "unordered" };
    }
  | {
      type: "image";
      content: Required<Pick<ContentBlockContent, "url" | "alt">>;
      metadata?: Pick<ContentBlockMetadata, "caption" | "width" | "height">;
    };

export type LessonSeed = {
  slug: string;
  title: string;
  summary: string;
  videoUrl: string | null;
  /** The video's length, measured from the file (`lesson-videos.ts`); null without a video. */
  videoSeconds: number | null;
  /** Reading time that engages the lesson; by default its words at 200 a minute (`lesson-reading.ts`). */
  readingSeconds?: number;
  blocks: BlockSeed[];
};

export type ModuleSeed = { title: string; description: string; lessons: LessonSeed[] };

/** A course with everything under it, written by `upsertCourse` matching rows by slug and order. */
export type CourseSeed = {
  slug: string;
  title: string;
  description: string;
  coverImage: string;
  features: string[];
  learningOutline: string[];
  difficultyLevel: "Beginner" | "Intermediate" | "Advanced";
  estimatedDuration: number;
  requiredTier: "standard" | "premium";
  modules: ModuleSeed[];
};
