import { useEffect, useRef } from "react";
import { CircleCheck, CirclePlay, Glasses, NotebookPen } from "lucide-react";
import type { LessonPlayerData } from "@server/learning/lesson-player";
import { Badge } from "~/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { NotesPanel } from "~/features/learning/notes/notes-panel";
import { ContentBlocks } from "./content-blocks";
import { EngagementStatus } from "./engagement-status";
import { LessonPager } from "./lesson-pager";
import { LessonVideo } from "./lesson-video";
import { Markdown } from "./markdown";
import { lessonHref, rememberTab, type PlayerTab } from "./player-tabs";
import { useLessonCompletion } from "./use-lesson-completion";
import { useStudyReports } from "./use-study-reports";
import { VrPanel } from "./vr-panel";

type LessonViewProps = {
  player: LessonPlayerData;
  moduleNumber: number;
  tab: PlayerTab;
  onTabChange: (tab: PlayerTab) => void;
};

/** One lesson: its heading and the Lesson, VR and Notes tabs (docs/product/learning.md#lesson-player). */
export function LessonView({ player, moduleNumber, tab, onTabChange }: LessonViewProps) {
  const { lesson, course } = player;
  const completion = useLessonCompletion(lesson.completed);
  const { markCompleted } = completion;
  const videoRef = useRef<HTMLVideoElement>(null);
  const lessonPath = lessonHref(course.slug, lesson.ref);
  const study = useStudyReports({
    lessonPath,
    videoRef,
    onLessonTab: tab === "lesson",
    initial: lesson.engagement,
  });
  const lengths = { videoSeconds: lesson.videoSeconds, readingSeconds: lesson.readingSeconds };
  const status = <EngagementStatus lesson={lengths} summary={study} />;

  // Opened straight onto the VR tab (a link or a reload) counts as opening it.
  useEffect(() => {
    if (tab === "vr") markCompleted();
    // Only the tab the lesson opened on; later changes go through changeTab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function changeTab(value: string) {
    const next = value as PlayerTab;
    onTabChange(next);
    rememberTab(next);
    if (next === "vr") markCompleted();
  }

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold text-primary-700">
          Module {moduleNumber} · Lesson {lesson.number} of {player.lessonCount}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {lesson.title}
          </h1>
          {completion.completed && (
            <Badge variant="success">
              <CircleCheck aria-hidden="true" />
              Completed
            </Badge>
          )}
        </div>
        {lesson.summary && <p className="max-w-3xl text-lg text-muted">{lesson.summary}</p>}
      </header>

      <Tabs value={tab} onValueChange={changeTab} className="min-w-0">
        <TabsList aria-label="Lesson views">
          <TabsTrigger value="lesson">
            <CirclePlay aria-hidden="true" className="size-4" />
            Lesson
          </TabsTrigger>
          <TabsTrigger value="vr">
            <Glasses aria-hidden="true" className="size-4" />
            VR
          </TabsTrigger>
          <TabsTrigger value="notes">
            <NotebookPen aria-hidden="true" className="size-4" />
            Notes
            {lesson.notes && lesson.notes.length > 0 && (
              <span className="rounded-full bg-primary-100 px-1.5 text-xs text-primary-800">
                {lesson.notes.length}
                <span className="sr-only"> saved</span>
              </span>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="lesson" className="grid min-w-0 gap-6">
          {lesson.videoUrl && (
            <LessonVideo
              src={lesson.videoUrl}
              title={lesson.title}
              poster={course.coverImage}
              lastPosition={lesson.lastPosition}
              onPlay={markCompleted}
              videoRef={videoRef}
            >
              {status}
            </LessonVideo>
          )}
          {!lesson.videoUrl && status}
          <LessonPager courseSlug={course.slug} previous={player.previous} next={player.next} />
          <LessonText lesson={lesson} />
        </TabsContent>
        <TabsContent value="vr">
          <VrPanel lessonTitle={lesson.title} practice={player.practice} />
        </TabsContent>
        <TabsContent value="notes">
          <NotesPanel notes={lesson.notes} lessonPath={lessonPath} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function LessonText({ lesson }: { lesson: LessonPlayerData["lesson"] }) {
  if (lesson.blocks.length > 0) return <ContentBlocks blocks={lesson.blocks} />;
  if (lesson.content?.trim()) {
    return (
      <div className="prose-clinical min-w-0">
        <Markdown source={lesson.content} />
      </div>
    );
  }
  return (
    <p className="rounded-xl border border-dashed border-border-strong/60 bg-surface px-4 py-8 text-center text-muted">
      No lesson content available
    </p>
  );
}
