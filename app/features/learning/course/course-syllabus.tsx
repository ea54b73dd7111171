import { Check } from "lucide-react";
import type { CourseDetail } from "@server/learning/course-detail";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";
import { MarkedLessonTitle, lessonMarkClasses } from "~/features/learning/lesson-mark";

/** 'What you'll get', the numbered 'Learning Outline' and the lessons, module by module. */
export function CourseSyllabus({ course }: { course: CourseDetail }) {
  return (
    <Container className="grid items-start gap-8 py-10 lg:grid-cols-2 lg:gap-10 lg:py-14">
      <section
        aria-labelledby="features-title"
        className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm"
      >
        <h2 id="features-title" className="text-xl font-semibold">
          What you'll get
        </h2>
        <ul className="grid gap-3">
          {course.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-content-center rounded-full bg-primary-100 text-primary-800">
                <Check aria-hidden="true" className="size-4" />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="outline-title"
        className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm"
      >
        <h2 id="outline-title" className="text-xl font-semibold">
          Learning Outline
        </h2>
        <ol className="grid gap-3">
          {course.learningOutline.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span className="grid size-7 shrink-0 place-content-center rounded-full bg-primary-700 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <span className="pt-0.5">{item}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="modules-title" className="grid gap-4 lg:col-span-2">
        <h2 id="modules-title" className="text-xl font-semibold">
          Course content
        </h2>
        {course.modules.every((module) => module.lessons.length === 0) ? (
          <p className="rounded-xl border border-dashed border-border-strong/60 bg-surface px-4 py-6 text-center text-muted">
            No lessons available for this course
          </p>
        ) : (
          <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {course.modules.map((module, index) => (
              <li
                key={module.id}
                className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5"
              >
                <div>
                  <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
                    Module {index + 1}
                  </p>
                  <h3 className="font-semibold">{module.title}</h3>
                  {module.description && (
                    <p className="mt-1 text-sm text-muted">{module.description}</p>
                  )}
                </div>
                <ul className={lessonRowClasses}>
                  {module.lessons.map((lesson, lessonIndex) => (
                    <li key={lessonIndex}>
                      <MarkedLessonTitle title={lesson.title} completed={lesson.completed} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Container>
  );
}

// Hundreds of rows in a long course: their styles sit once on the list.
const lessonRowClasses = cn(
  "grid gap-2 [&>li]:flex [&>li]:gap-2 [&>li]:text-sm",
  lessonMarkClasses,
);
