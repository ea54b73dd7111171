import { brand } from "@common/brand";

export type DemoVideo = {
  id: string;
  title: string;
  description: string;
  src: string;
  poster: string;
  captions: string;
};

/** The try page's carousel holds one demo video for now (docs/product/public-site.md#try-page). */
export const demoVideos: readonly DemoVideo[] = [
  {
    id: "platform-tour",
    title: `A tour of ${brand.name} in under 20 seconds`,
    description:
      "See how a VR cannulation scenario runs, how the tutor answers a question at the bedside and how your progress builds over time.",
    src: "/media/clinova-demo.mp4",
    poster: "/media/clinova-demo-poster.jpg",
    captions: "/media/clinova-demo.en.vtt",
  },
];
