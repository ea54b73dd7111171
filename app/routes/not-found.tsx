import { data, Link } from "react-router";
import { noAddressHandle, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Page not found", "The page you are looking for doesn't exist or has moved."),
  { name: "robots", content: "noindex" },
];

export const handle = noAddressHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.logger.warn({ reqId: context.requestId, path }, "page not found");
  // No data: the page is the same whatever was asked for, hidden back-office addresses included.
  return data(null, { status: 404 });
}

/** A form posted to an address that does not exist: the same 404, not "method not allowed". */
export function action() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-semibold">Oops! Page not found</h1>
      <p className="text-muted">The page you are looking for doesn't exist or has moved.</p>
      <Link
        to="/"
        className="rounded-md bg-primary-700 px-5 py-3 font-medium text-white focus-ring hover:bg-primary-800"
      >
        Return to Home
      </Link>
    </section>
  );
}
