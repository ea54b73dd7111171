const sections = [
  ["who-we-are", "Who we are"],
  ["what-we-collect", "The information we collect"],
  ["how-we-use-it", "How we use it and our lawful bases"],
  ["sharing", "Who we share it with"],
  ["transfers", "International transfers"],
  ["retention", "How long we keep it"],
  ["security", "How we keep it secure"],
  ["your-rights", "Your rights"],
  ["cookies", "Cookies"],
  ["changes-and-contact", "Changes and contact"],
] as const;

export function PolicyContents() {
  return (
    <nav
      aria-labelledby="policy-contents"
      className="rounded-2xl bg-primary-50 p-6 ring-1 ring-primary-100"
    >
      <h2 id="policy-contents" className="text-base font-semibold">
        Contents
      </h2>
      <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {sections.map(([id, title], index) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-8 items-center gap-2 rounded-sm text-primary-800 underline-offset-4 focus-ring hover:underline"
            >
              <span className="w-5 text-right text-muted tabular-nums">{index + 1}.</span>
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
