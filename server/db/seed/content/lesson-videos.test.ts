import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lessonVideos } from "./lesson-videos";

/** An MP4's length in seconds from its movie header (`moov` → `mvhd`: timescale and duration). */
function mp4Seconds(file: Buffer) {
  const boxes = (from: number, to: number) => {
    const found = new Map<string, number>();
    for (let at = from; at + 8 <= to;) {
      const size = file.readUInt32BE(at);
      found.set(file.toString("latin1", at + 4, at + 8), at);
      if (size < 8) break;
      at += size;
    }
    return found;
  };
  const moov = boxes(0, file.length).get("moov");
  if (moov === undefined) throw new Error("no moov box");
  const mvhd = boxes(moov + 8, moov + file.readUInt32BE(moov)).get("mvhd");
  if (mvhd === undefined) throw new Error("no mvhd box");
  const version = file.readUInt8(mvhd + 8);
  const fields = mvhd + 12 + (version === 1 ? 16 : 8);
  const timescale = file.readUInt32BE(fields);
  const duration =
    version === 1 ? Number(file.readBigUInt64BE(fields + 4)) : file.readUInt32BE(fields + 4);
  return duration / timescale;
}

describe("the lesson videos' seeded lengths", () => {
  it.each(Object.entries(lessonVideos))("%s is the file's own length", (_, video) => {
    const file = readFileSync(`public${video.videoUrl}`);
    expect(Math.round(mp4Seconds(file))).toBe(video.videoSeconds);
  });
});
