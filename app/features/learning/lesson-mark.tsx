import { cn } from "~/lib/cn";

/*
 * A lesson's done-or-not mark in lists of hundreds of lessons (course page, player outline): a
 * small inline tick styled once by the list, rather than an icon component on every row, which
 * made those pages' HTML larger and their render several times slower.
 */
export function LessonMark({ completed }: { completed: boolean }) {
  if (!completed) return <span aria-hidden="true" className="mark" />;
  return (
    <span aria-hidden="true" className="mark done">
      <svg viewBox="0 0 16 16">
        <path d="m4 8.5 2.5 2.5L12 5.5" />
      </svg>
    </span>
  );
}

/** A lesson's mark and title; screen readers hear "(completed)" where the tick shows. */
export function MarkedLessonTitle({ title, completed }: { title: string; completed: boolean }) {
  return (
    <>
      <LessonMark completed={completed} />
      <span>
        {title}
        {completed && <span className="sr-only"> (completed)</span>}
      </span>
    </>
  );
}

/** Put on the list that holds the marks. */
export const lessonMarkClasses = cn(
  "[&_.mark]:mt-0.5 [&_.mark]:grid [&_.mark]:size-4 [&_.mark]:shrink-0 [&_.mark]:place-content-center [&_.mark]:rounded-full [&_.mark]:border-2 [&_.mark]:border-border-strong",
  "[&_.done]:border-success [&_.done]:bg-success [&_.done_svg]:size-3 [&_.done_svg]:fill-none [&_.done_svg]:stroke-white [&_.done_svg]:stroke-[2.5]",
);
