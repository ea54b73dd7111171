import { useEffect, useRef, useState, type RefObject } from "react";
import { useOfflineOwner } from "~/features/learning/offline/offline-support";
import { queueStudy } from "~/features/learning/offline/engagement-queue";
import {
  sendOrQueueStudy,
  sendStudy,
  type StudySummary,
} from "~/features/learning/offline/send-study";
import { StudyMeter } from "./study-meter";

const reportEveryMs = 15_000;

type Options = {
  lessonPath: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The Lesson tab is shown (its text can be read, its video played). */
  onLessonTab: boolean;
  initial: StudySummary & { started: boolean };
};

/**
 * Reports the learner's study of the lesson to the server (docs/product/learning.md#engagement): the
 * video's ranges as it plays, and the text's visible time (Page Visibility API), every 15 s and
 * when the video stops, the page is hidden or the lesson left. Offline, the reports wait on the
 * device (docs/product/offline.md#study-time-offline).
 * Returns the totals the server credited.
 */
export function useStudyReports({ lessonPath, videoRef, onLessonTab, initial }: Options) {
  const owner = useOfflineOwner();
  const [summary, setSummary] = useState<StudySummary>(initial);
  const meter = useRef(new StudyMeter());
  const playing = useRef(false);
  const onTab = useRef(onLessonTab);
  const flush = useRef((_options?: { leaving: boolean }) => {});

  const updateReading = () => {
    const visible = document.visibilityState === "visible";
    meter.current.reading(visible && onTab.current && !playing.current, performance.now());
  };

  useEffect(() => {
    // The first report of a lesson starts its clock on the server: nothing before it counts.
    if (!initial.started && navigator.onLine) {
      void sendStudy(lessonPath, { ranges: [], readingSeconds: 0, spanSeconds: 0 }, owner);
    }
    flush.current = ({ leaving } = { leaving: false }) => {
      const report = meter.current.take(performance.now());
      if (!report) return;
      if (!leaving) {
        void sendOrQueueStudy(lessonPath, report, owner).then((credited) => {
          if (credited) setSummary(credited);
        });
        return;
      }
      // The page is going away: keepalive lets the request outlive it; should it fail while the
      // page still runs, the report waits on the device.
      void sendStudy(lessonPath, report, owner, { keepalive: true }).then((result) => {
        if (result.outcome === "wait" && owner) return queueStudy(owner, lessonPath, report);
      });
    };
    const studied = meter.current;
    updateReading();
    const timer = window.setInterval(() => flush.current(), reportEveryMs);
    const onVisibility = () => {
      updateReading();
      if (document.visibilityState === "hidden") flush.current({ leaving: true });
    };
    const onPageHide = () => flush.current({ leaving: true });
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      studied.reading(false, performance.now());
      flush.current();
    };
    // One lesson, one set of reports; the owner and summary do not restart them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessonPath]);

  useEffect(() => {
    onTab.current = onLessonTab;
    updateReading();
    const video = videoRef.current;
    if (!video) return;
    const now = () => performance.now();
    const onPlaying = () => {
      playing.current = true;
      updateReading();
      meter.current.startPlaying(video.currentTime, now());
    };
    const onTime = () => {
      if (playing.current && !video.paused && !video.seeking)
        meter.current.played(video.currentTime);
    };
    const onSeeking = () => meter.current.seeking();
    const onStop = () => {
      if (!playing.current) return;
      playing.current = false;
      meter.current.stopPlaying(video.currentTime, now());
      updateReading();
      flush.current();
    };
    if (!video.paused) onPlaying();
    video.addEventListener("playing", onPlaying);
    video.addEventListener("timeupdate", onTime);
    video.addEventListener("seeking", onSeeking);
    video.addEventListener("pause", onStop);
    video.addEventListener("ended", onStop);
    video.addEventListener("waiting", onStop);
    return () => {
      onStop();
      video.removeEventListener("playing", onPlaying);
      video.removeEventListener("timeupdate", onTime);
      video.removeEventListener("seeking", onSeeking);
      video.removeEventListener("pause", onStop);
      video.removeEventListener("ended", onStop);
      video.removeEventListener("waiting", onStop);
    };
    // The video element changes with the tab shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onLessonTab]);

  return summary;
}
