import { useState, type MouseEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { DemoVideo } from "~/features/demo-carousel/demo-videos";

// The demo is ours to show, not to take away: no download button or picture-in-picture,
// and no "Save video as" menu.
const preventMenu = (event: MouseEvent) => event.preventDefault();

/** A carousel of demo videos with wrapping previous/next arrows (WAI-ARIA carousel pattern). */
export function DemoCarousel({ videos }: { videos: readonly DemoVideo[] }) {
  const [index, setIndex] = useState(0);
  const count = videos.length;
  const video = videos[index];
  if (!video) return null;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label="Demo videos" className="grid gap-6">
      <div className="relative">
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          className="overflow-hidden rounded-3xl bg-primary-950 shadow-xl ring-1 ring-primary-900/20"
        >
          <video
            key={video.id}
            controls
            controlsList="nodownload"
            disablePictureInPicture
            onContextMenu={preventMenu}
            preload="metadata"
            playsInline
            poster={video.poster}
            width={1280}
            height={720}
            aria-describedby="demo-video-description"
            className="aspect-video h-auto w-full"
          >
            <source src={video.src} type="video/mp4" />
            <track kind="captions" src={video.captions} srcLang="en" label="English" default />
            Your browser cannot play this video.
          </video>
        </div>
        <div className="pointer-events-none absolute -inset-x-3 inset-y-0 hidden items-center justify-between sm:flex lg:-inset-x-6">
          <ArrowButton direction="previous" onClick={() => go(-1)} />
          <ArrowButton direction="next" onClick={() => go(1)} />
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid max-w-2xl gap-1">
          <h2 className="text-xl">{video.title}</h2>
          <p id="demo-video-description" className="text-muted">
            {video.description}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium text-muted tabular-nums" aria-live="polite">
            Video {index + 1} of {count}
          </span>
          <div className="flex gap-2 sm:hidden">
            <ArrowButton direction="previous" onClick={() => go(-1)} />
            <ArrowButton direction="next" onClick={() => go(1)} />
          </div>
        </div>
      </div>
    </section>
  );
}

function ArrowButton({
  direction,
  onClick,
}: {
  direction: "previous" | "next";
  onClick: () => void;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={direction === "previous" ? "Previous video" : "Next video"}
      onClick={onClick}
      className="pointer-events-auto rounded-full bg-surface/95 shadow-md"
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}
