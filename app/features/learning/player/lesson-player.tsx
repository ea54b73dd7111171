import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { enrolmentToasts } from "@common/learning/learning-texts";
import type { LessonPlayerData } from "@server/learning/lesson-player";
import { Container } from "~/components/ui/container";
import { toast } from "~/components/ui/toaster";
import { CourseContentPanel } from "./course-content-panel";
import { LessonView } from "./lesson-view";
import { PlayerHeader } from "./player-header";
import { LessonSkeleton } from "./player-states";
import { tabFrom, type PlayerTab } from "./player-tabs";

/** docs/product/learning.md#lesson-player: header, Course Content panel and the lesson with its tabs. */
export function LessonPlayer({ player }: { player: LessonPlayerData }) {
  const location = useLocation();
  const navigation = useNavigation();
  const lessonId = player.lesson.id;
  const [selected, setSelected] = useState({ lessonId, tab: tabFrom(location.search) });
  if (selected.lessonId !== lessonId) setSelected({ lessonId, tab: tabFrom(location.search) });

  useEffect(() => {
    const { created, failed } = player.enrolment;
    if (created) toast.success(enrolmentToasts.enrolled.title);
    if (failed) toast.error(failed.title, { description: failed.description });
  }, [player.enrolment]);

  // Another lesson of this course is on its way: show the skeleton, not the old lesson.
  const switching =
    navigation.state === "loading" &&
    navigation.location.pathname !== location.pathname &&
    navigation.location.pathname.startsWith(`/course/${player.course.slug}/start`);
  const pendingTab: PlayerTab = switching ? tabFrom(navigation.location.search) : selected.tab;
  const moduleNumber =
    player.modules.find((module) =>
      module.lessons.some((lesson) => lesson.ref === player.lesson.ref),
    )?.number ?? 1;

  return (
    <div className="pb-12">
      <PlayerHeader course={player.course} />
      <Container className="grid gap-6 pt-6 lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-8 lg:pt-8">
        <CourseContentPanel
          courseSlug={player.course.slug}
          modules={player.modules}
          currentRef={player.lesson.ref}
          completedCount={player.completedCount}
          lessonCount={player.lessonCount}
          tab={selected.tab}
        />
        {switching ? (
          <LessonSkeleton tab={pendingTab} />
        ) : (
          <LessonView
            key={lessonId}
            player={player}
            moduleNumber={moduleNumber}
            tab={selected.tab}
            onTabChange={(tab) => setSelected({ lessonId, tab })}
          />
        )}
      </Container>
    </div>
  );
}
