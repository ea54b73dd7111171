/**
 * When the course list is empty or fails, the dashboard still offers the sample IV Cannulation
 * course (docs/product/learning.md#courses-we-ship: slug demo-iv-cannulation, Intermediate, 120 minutes).
 */
export const defaultCourseCard = {
  slug: "demo-iv-cannulation",
  title: "Intravenous Cannulation",
  description:
    "When a cannula is indicated, how to choose the vein and the device, safe insertion with Aseptic Non Touch Technique, and aftercare, following current UK guidance.",
  coverImage: "/images/courses/demo-iv-cannulation.svg",
  difficultyLevel: "Intermediate",
  estimatedDuration: 120,
} as const;
