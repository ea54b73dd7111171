import { Form, Link, useNavigation } from "react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { lessonHref } from "./player-tabs";

type Neighbour = { ref: string; title: string } | null;

/** Previous and Next, disabled at the first and last lesson. Next also completes this one. */
export function LessonPager(props: { courseSlug: string; previous: Neighbour; next: Neighbour }) {
  const navigation = useNavigation();
  const movingOn = navigation.formData?.get("intent") === "next";
  return (
    <nav aria-label="Lessons" className="flex items-center justify-between gap-3">
      {props.previous ? (
        <Button asChild variant="outline">
          <Link to={lessonHref(props.courseSlug, props.previous.ref)} title={props.previous.title}>
            <ArrowLeft aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
      )}
      {props.next ? (
        <Form method="post">
          <input type="hidden" name="intent" value="next" />
          <input type="hidden" name="nextRef" value={props.next.ref} />
          <Button type="submit" title={props.next.title} loading={movingOn}>
            Next
            {!movingOn && <ArrowRight aria-hidden="true" />}
          </Button>
        </Form>
      ) : (
        <Button disabled>
          Next
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
