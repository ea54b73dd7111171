import type { StudyReport } from "~/features/learning/offline/engagement-queue";

// A jump larger than this between two timeupdate events (fired every 250 ms or so) is a seek or
// a fast-forward, not watching (docs/product/learning.md#engagement).
const longestStepSeconds = 1.5;

/**
 * What the player measures between two reports: the video's ranges played (seeking does not
 * count) and the wall-clock time the Lesson tab's text was visible while the video was not
 * playing. Times come in from the caller (`performance.now()`), so the meter is plain arithmetic.
 */
export class StudyMeter {
  private ranges: [number, number][] = [];
  private segment: [number, number] | null = null;
  private playingFrom: number | null = null;
  private readingFrom: number | null = null;
  private readingMs = 0;
  private spanMs = 0;

  startPlaying(position: number, now: number) {
    this.close();
    this.segment = [position, position];
    this.playingFrom ??= now;
  }

  /** The video reached `position` while playing. */
  played(position: number) {
    const segment = this.segment;
    const step = segment ? position - segment[1] : -1;
    if (segment && step >= 0 && step <= longestStepSeconds) segment[1] = position;
    else {
      this.close();
      this.segment = [position, position];
    }
  }

  seeking() {
    this.close();
  }

  stopPlaying(position: number, now: number) {
    this.played(position);
    this.close();
    if (this.playingFrom !== null) this.spanMs += now - this.playingFrom;
    this.playingFrom = null;
  }

  /** The text is being read (visible, on the Lesson tab, the video not playing) or not. */
  reading(active: boolean, now: number) {
    if (active) this.readingFrom ??= now;
    else if (this.readingFrom !== null) {
      this.readingMs += now - this.readingFrom;
      this.spanMs += now - this.readingFrom;
      this.readingFrom = null;
    }
  }

  /** What was measured since the last take, or null when nothing was; whole reading seconds only. */
  take(now: number): StudyReport | null {
    if (this.readingFrom !== null) {
      this.reading(false, now);
      this.readingFrom = now;
    }
    if (this.playingFrom !== null) {
      this.spanMs += now - this.playingFrom;
      this.playingFrom = now;
    }
    const ranges = this.ranges;
    if (this.segment && this.segment[1] > this.segment[0]) ranges.push([...this.segment]);
    if (this.segment) this.segment = [this.segment[1], this.segment[1]];
    this.ranges = [];
    const readingSeconds = Math.floor(this.readingMs / 1000);
    this.readingMs -= readingSeconds * 1000;
    const spanSeconds = Math.ceil(this.spanMs / 1000);
    if (ranges.length === 0 && readingSeconds === 0) return null;
    this.spanMs = 0;
    return { ranges: ranges.map(rounded), readingSeconds, spanSeconds };
  }

  private close() {
    if (this.segment && this.segment[1] > this.segment[0]) this.ranges.push(this.segment);
    this.segment = null;
  }
}

const rounded = ([start, end]: [number, number]): [number, number] => [
  Math.round(start * 100) / 100,
  Math.round(end * 100) / 100,
];
