/**
 * Our lesson videos with their lengths in seconds, measured from each file's `mvhd` box
 * (`lesson-videos.test.ts` measures them again): watching 90% of the length engages a lesson
 * (docs/product/learning.md#engagement).
 */
export const lessonVideos = {
  ivCannulation: { videoUrl: "/media/lessons/iv-cannulation.mp4", videoSeconds: 12 },
  venepuncture: { videoUrl: "/media/lessons/venepuncture.mp4", videoSeconds: 12 },
  deterioratingPatient: { videoUrl: "/media/lessons/deteriorating-patient.mp4", videoSeconds: 12 },
} as const;
