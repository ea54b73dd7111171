import { Link } from "react-router";
import type { TutorSayingView } from "@server/practice/tutor-session";

/** One thing the tutor says, with its source named and a link to the lesson section that teaches it. */
export function TutorSaying({ saying }: { saying: TutorSayingView }) {
  return (
    <div className="grid gap-1">
      <p>{saying.text}</p>
      {saying.basis && <p className="text-sm text-muted">Source: {saying.basis}</p>}
      {saying.lesson && (
        <p className="text-sm">
          <Link
            to={saying.lesson.href}
            className="font-medium text-primary-700 underline underline-offset-4 focus-ring"
          >
            Read “{saying.lesson.section}” in {saying.lesson.title}
          </Link>
        </p>
      )}
    </div>
  );
}
