import { brand } from "@common/brand";

/** The page for a thrown answer: 404 says the page is not here, anything else that we failed. */
export function ErrorPage({ status }: { status: number }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{brand.name}</p>
      <h1 className="text-3xl font-semibold">
        {status === 404 ? "Oops! Page not found" : "Something went wrong"}
      </h1>
      <p className="text-muted">
        {status === 404
          ? "The page you are looking for doesn't exist or has moved."
          : "We hit an unexpected problem. Please try again in a moment."}
      </p>
      <a className="font-medium text-primary-700 underline underline-offset-4" href="/">
        Return to Home
      </a>
    </main>
  );
}
