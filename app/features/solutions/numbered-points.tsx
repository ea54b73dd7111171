type Point = { title: string; text: string };

/** Short numbered statements, large numerals on the left (transformation or support points). */
export function NumberedPoints({
  points,
  columns = 3,
}: {
  points: readonly Point[];
  columns?: 2 | 3 | 4;
}) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" };
  return (
    <ol className={`grid gap-6 ${grid[columns]}`}>
      {points.map((point, index) => (
        <li key={point.title} className="flex flex-col gap-3 rounded-2xl bg-surface p-6 shadow-xs">
          <span
            aria-hidden="true"
            className="text-4xl font-bold tracking-tight text-primary-600 tabular-nums"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="text-lg">{point.title}</h3>
          <p className="text-muted">{point.text}</p>
        </li>
      ))}
    </ol>
  );
}
