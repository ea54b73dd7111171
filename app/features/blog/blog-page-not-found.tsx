import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";

/** A page number the blog list does not have (out of range or not a number). */
export function BlogPageNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-24 text-center">
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-semibold">This page of the blog doesn't exist</h1>
      <p className="text-lg text-muted">
        The page number in the address is out of range or not a number. The newest articles are on
        the first page.
      </p>
      <Button asChild size="lg">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Go to the blog
        </Link>
      </Button>
    </section>
  );
}
