import type { ReactNode, RefObject } from "react";
import { useVideoProgress } from "./use-video-progress";

type LessonVideoProps = {
  src: string;
  title: string;
  poster: string | null;
  lastPosition: number | null;
  onPlay: () => void;
  /** The player's own element, for the position and study reports. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The learner's measured study, under the video. */
  children?: ReactNode;
};

/** Our lesson videos ship a WebVTT captions file beside them (scripts/render-lesson-videos.ts). */
function captionsFor(src: string) {
  return src.startsWith("/media/lessons/") ? src.replace(/\.mp4$/, ".vtt") : null;
}

export function LessonVideo(props: LessonVideoProps) {
  const { src, title, poster, lastPosition, onPlay, videoRef, children } = props;
  useVideoProgress(videoRef, lastPosition);
  const captions = captionsFor(src);
  return (
    <figure className="grid gap-2">
      <div className="overflow-hidden rounded-2xl bg-primary-950 shadow-md ring-1 ring-border">
        <video
          ref={videoRef}
          controls
          controlsList="nodownload"
          preload="metadata"
          playsInline
          poster={poster ?? undefined}
          onPlay={onPlay}
          aria-label={`Lesson video: ${title}`}
          className="aspect-video w-full"
        >
          <source src={src} type="video/mp4" />
          {captions && <track kind="captions" src={captions} srcLang="en" label="English" />}
        </video>
      </div>
      <figcaption className="text-sm text-muted">
        Lesson video{captions ? ", with captions" : ""}. Your place is saved as you watch.
        {children}
      </figcaption>
    </figure>
  );
}
