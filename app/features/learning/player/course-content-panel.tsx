import { useId, useState, useSyncExternalStore, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import type { PlayerModule } from "@server/learning/lesson-player";
import { cn } from "~/lib/cn";
import { MarkedLessonTitle, lessonMarkClasses } from "~/features/learning/lesson-mark";
import { ProgressMeter } from "~/features/learning/progress-meter";
import { lessonHref, type PlayerTab } from "./player-tabs";

type CourseContentPanelProps = {
  courseSlug: string;
  modules: PlayerModule[];
  currentRef: string;
  completedCount: number;
  lessonCount: number;
  tab: PlayerTab;
};

/** The collapsible "Course Content" side panel, lessons grouped by module. */
export function CourseContentPanel(props: CourseContentPanelProps) {
  const listId = useId();
  // Open beside the lesson on wide screens, folded on phones, until the learner chooses. The
  // server cannot know the width, so its HTML leaves that to CSS (null).
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => null);
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? wide;
  const Toggle = open === false ? PanelLeftOpen : PanelLeftClose;
  const navigate = useNavigate();

  // One handler for every lesson link: plain anchors render far faster than hundreds of
  // <Link>s, and a plain click still navigates in the app (others open as the browser likes).
  function followLessonLink(event: MouseEvent<HTMLElement>) {
    const anchor = (event.target as Element).closest("a");
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!anchor || event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    void navigate(anchor.getAttribute("href")!);
  }

  return (
    <aside
      aria-labelledby={`${listId}-title`}
      className={cn(
        "self-start rounded-2xl border border-border bg-surface shadow-sm lg:sticky lg:top-24",
        open === false ? "lg:w-auto" : "lg:w-80",
      )}
    >
      <div className="flex items-center justify-between gap-3 p-4">
        <h2 id={`${listId}-title`} className={cn("font-semibold", open === false && "lg:sr-only")}>
          Course Content
        </h2>
        <button
          type="button"
          aria-expanded={open ?? undefined}
          aria-controls={listId}
          onClick={() => setChoice(!open)}
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted focus-ring hover:bg-primary-50 hover:text-primary-800"
        >
          <Toggle aria-hidden="true" className="size-5" />
          <span className="sr-only">{open === false ? "Show" : "Hide"} course content</span>
        </button>
      </div>
      <div
        id={listId}
        className={cn(
          "border-t border-border",
          open === null ? "hidden lg:block" : open ? "block" : "hidden",
        )}
      >
        <ProgressMeter
          completed={props.completedCount}
          total={props.lessonCount}
          className="px-4 pt-4"
        />
        <ol
          onClick={followLessonLink}
          className="grid gap-4 p-4 lg:max-h-[calc(100dvh-14rem)] lg:overflow-y-auto"
        >
          {props.modules.map((module) => (
            <li key={module.number}>
              <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
                Module {module.number}
              </p>
              <p className="mb-1.5 text-sm font-semibold text-ink">{module.title}</p>
              <ol className={lessonListClasses}>
                {module.lessons.map((lesson) => (
                  <li key={lesson.ref}>
                    <a
                      href={lessonHref(props.courseSlug, lesson.ref, props.tab)}
                      aria-current={lesson.ref === props.currentRef ? "page" : undefined}
                    >
                      <MarkedLessonTitle title={lesson.title} completed={lesson.completed} />
                    </a>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </aside>
  );
}

// A course can have hundreds of lessons: their styles sit once on the list, not on every link.
const lessonListClasses = cn(
  "grid gap-0.5",
  "[&_a]:flex [&_a]:min-h-11 [&_a]:items-start [&_a]:gap-2.5 [&_a]:rounded-lg [&_a]:px-2.5 [&_a]:py-2 [&_a]:text-sm [&_a]:text-ink [&_a]:focus-ring [&_a]:transition-colors [&_a:hover]:bg-canvas",
  "[&_a[aria-current]]:bg-primary-50 [&_a[aria-current]]:font-semibold [&_a[aria-current]]:text-primary-900",
  lessonMarkClasses,
);

const wideQuery = "(min-width: 1024px)";
const isWide = () => window.matchMedia(wideQuery).matches;
function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(wideQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
