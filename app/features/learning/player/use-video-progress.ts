import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

const saveEverySeconds = 10;

/**
 * Keeps the lesson video's position on the server: every 10 s while it plays, and when it
 * pauses, ends or the page goes away, so the lesson resumes where it stopped. The saves go
 * straight to the route's action (keepalive, so a closing tab still sends the last one) and
 * never reload the page's data.
 */
export function useVideoProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  lastPosition: number | null,
) {
  const { pathname } = useLocation();
  const saved = useRef(lastPosition ?? 0);
  const sentAt = useRef(0);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const endpoint = `${pathname.replace(/\/$/, "")}.data`;

    const save = () => {
      const position = Math.round(video.currentTime * 10) / 10;
      if (Math.abs(position - saved.current) < 0.5) return;
      saved.current = position;
      sentAt.current = performance.now();
      const body = new URLSearchParams({ intent: "position", position: String(position) });
      void fetch(endpoint, { method: "POST", body, keepalive: true }).catch(() => {});
    };
    const saveWhilePlaying = () => {
      if (performance.now() - sentAt.current >= saveEverySeconds * 1000) save();
    };
    const resume = () => {
      const start = lastPosition ?? 0;
      // Near the end counts as finished: start again from the beginning.
      if (start > 0 && start < video.duration - 1) video.currentTime = start;
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === "hidden") save();
    };

    if (video.readyState >= 1) resume();
    else video.addEventListener("loadedmetadata", resume, { once: true });
    video.addEventListener("timeupdate", saveWhilePlaying);
    video.addEventListener("pause", save);
    video.addEventListener("ended", save);
    window.addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", saveWhenHidden);
    return () => {
      save();
      video.removeEventListener("loadedmetadata", resume);
      video.removeEventListener("timeupdate", saveWhilePlaying);
      video.removeEventListener("pause", save);
      video.removeEventListener("ended", save);
      window.removeEventListener("pagehide", save);
      document.removeEventListener("visibilitychange", saveWhenHidden);
    };
    // The position to resume from matters only when the video first mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, videoRef]);
}
