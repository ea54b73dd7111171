import { spawnSync } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brand } from "../common/brand";

// `node --import tsx scripts/render-lesson-videos.ts`: renders the short title-card videos the
// seeded lessons play (needs ffmpeg with libx264 and the DejaVu fonts, both Debian packages).
// Each gets a WebVTT captions file with the same words, so the video is never the only source.

type Video = { file: string; title: string; points: string[]; closing: string };

const videos: Video[] = [
  {
    file: "iv-cannulation",
    title: "Intravenous Cannulation",
    points: [
      "When a cannula is indicated",
      "Choosing the vein and device",
      "Inserting with ANTT",
      "Aftercare and removal",
    ],
    closing: "Read the lesson, then practise in VR",
  },
  {
    file: "venepuncture",
    title: "Venepuncture Essentials",
    points: [
      "Consent and positive ID",
      "Choosing a vein",
      "Order of draw",
      "Complications and sharps safety",
    ],
    closing: "Read the lesson, then practise in VR",
  },
  {
    file: "deteriorating-patient",
    title: "The Deteriorating Adult",
    points: [
      "Spot it early with NEWS2",
      "Assess with ABCDE",
      "Escalate with SBAR",
      "Sepsis and anaphylaxis scenarios",
    ],
    closing: "Then rehearse each scenario in VR",
  },
];

const seconds = 12;
const out = "public/media/lessons";
const work = mkdtempSync(join(tmpdir(), "lesson-video-"));
const bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const regular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/** Fades text in over 0.4 s from `from` and out over 0.4 s before `to`. */
const fade = (from: number, to: number) =>
  `'if(lt(t,${from}),0,if(lt(t,${from + 0.4}),(t-${from})/0.4,if(lt(t,${to - 0.4}),1,if(lt(t,${to}),(${to}-t)/0.4,0))))'`;

function text(
  id: string,
  value: string,
  options: {
    font: string;
    size: number;
    color: string;
    x: string;
    y: string;
    from: number;
    to: number;
  },
) {
  const path = join(work, `${id}.txt`);
  writeFileSync(path, value);
  return `drawtext=fontfile=${options.font}:textfile=${path}:fontsize=${options.size}:fontcolor=${options.color}:x=${options.x}:y=${options.y}:alpha=${fade(options.from, options.to)}`;
}

const stamp = (t: number) =>
  `00:00:${String(Math.floor(t)).padStart(2, "0")}.${String(Math.round((t % 1) * 1000)).padStart(3, "0")}`;

for (const video of videos) {
  const stage = [
    // A calm teal stage, a lighter band, a cross and the track of the progress bar.
    "drawbox=x=0:y=ih-150:w=iw:h=150:color=0x165e5a:t=fill",
    "drawbox=x=64:y=ih-40:w=832:h=6:color=0x1d756f:t=fill",
    "drawbox=x=64:y=72:w=56:h=6:color=0x80c9c2:t=fill",
    "drawbox=x=842:y=405:w=36:h=84:color=0x2a8f88:t=fill",
    "drawbox=x=818:y=429:w=84:h=36:color=0x2a8f88:t=fill",
  ];
  // The bar slides in from the left as the video plays; the band's colour masks what is
  // left of the track.
  const bar = `[bg][1]overlay=x='64-832+832*t/${seconds}':y=H-40,drawbox=x=0:y=ih-40:w=64:h=6:color=0x165e5a:t=fill,drawbox=x=896:y=ih-40:w=64:h=6:color=0x165e5a:t=fill`;
  const filters = [
    text(`${video.file}-eyebrow`, "LESSON VIDEO", {
      font: bold,
      size: 22,
      color: "0x80c9c2",
      x: "64",
      y: "100",
      from: 0,
      to: 4,
    }),
    text(`${video.file}-title`, video.title, {
      font: bold,
      size: 54,
      color: "white",
      x: "64",
      y: "150",
      from: 0,
      to: 4,
    }),
    text(`${video.file}-brand`, `${brand.name} clinical skills`, {
      font: regular,
      size: 26,
      color: "0xd9f0ed",
      x: "64",
      y: "h-110",
      from: 0,
      to: seconds,
    }),
    text(`${video.file}-points-heading`, "In this course", {
      font: bold,
      size: 34,
      color: "0x80c9c2",
      x: "64",
      y: "100",
      from: 4,
      to: 8.5,
    }),
    ...video.points.map((point, index) =>
      text(`${video.file}-point-${index}`, `${index + 1}   ${point}`, {
        font: regular,
        size: 36,
        color: "white",
        x: "64",
        y: String(170 + index * 58),
        from: 4.3 + index * 0.5,
        to: 8.5,
      }),
    ),
    text(`${video.file}-closing`, video.closing, {
      font: bold,
      size: 40,
      color: "white",
      x: "64",
      y: "170",
      from: 8.5,
      to: seconds + 0.4,
    }),
    text(`${video.file}-policy`, "Always follow your local policy.", {
      font: regular,
      size: 30,
      color: "0xd9f0ed",
      x: "64",
      y: "240",
      from: 8.9,
      to: seconds + 0.4,
    }),
  ];
  const target = join(out, `${video.file}.mp4`);
  const result = spawnSync(
    "ffmpeg",
    [
      "-y",
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=0x123f3d:s=960x540:r=25:d=${seconds}`,
      "-f",
      "lavfi",
      "-i",
      `color=c=0x80c9c2:s=832x6:r=25:d=${seconds}`,
      "-filter_complex",
      `[0]${stage.join(",")}[bg];${bar},${filters.join(",")}`,
      "-c:v",
      "libx264",
      "-profile:v",
      "main",
      "-pix_fmt",
      "yuv420p",
      "-crf",
      "28",
      "-preset",
      "slow",
      "-movflags",
      "+faststart",
      "-an",
      target,
    ],
    { stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  const cues = [
    [0, 4, `Lesson video: ${video.title}. ${brand.name} clinical skills.`],
    [4, 8.5, `In this course: ${video.points.join("; ")}.`],
    [8.5, seconds, `${video.closing}. Always follow your local policy.`],
  ] as const;
  writeFileSync(
    join(out, `${video.file}.vtt`),
    `WEBVTT\n\n${cues.map(([from, to, words]) => `${stamp(from)} --> ${stamp(to)}\n${words}\n`).join("\n")}`,
  );
  console.log(`${target}: ${Math.round(statSync(target).size / 1024)} KB`);
}
