import type { PracticeSessionData } from "@server/practice/practice-page";

/** The steps taken so far, so a screen-reader user can check where they are without the scene. */
export function DoneSoFar({ done }: { done: PracticeSessionData["done"] }) {
  return (
    <section aria-labelledby="practice-done-title" className="grid gap-2">
      <h2 id="practice-done-title" className="text-xl font-semibold">
        Done so far
      </h2>
      {done.length === 0 ? (
        <p className="text-muted">Nothing yet.</p>
      ) : (
        <ol className="grid list-decimal gap-1 pl-6">
          {done.map((entry) => (
            <li key={entry.step}>
              {entry.label} <span className="text-sm text-muted">({entry.object})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
