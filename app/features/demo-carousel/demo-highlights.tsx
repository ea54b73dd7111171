import { Bot, Glasses, LineChart } from "lucide-react";

const highlights = [
  {
    icon: Glasses,
    title: "A realistic scenario",
    text: "Cannulation step by step, from choosing a vein to securing the device.",
  },
  {
    icon: Bot,
    title: "A tutor at your side",
    text: "Prompts when you stall on a critical step, and stops an unsafe action with why and its source.",
  },
  {
    icon: LineChart,
    title: "Progress you can see",
    text: "Scores for every attempt and every course, all in one dashboard.",
  },
] as const;

/** What the demo shows, in words, under the video. */
export function DemoHighlights() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {highlights.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-2xl bg-surface p-5 ring-1 ring-border">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <div className="grid gap-1">
            <p className="font-semibold text-ink">{title}</p>
            <p className="text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
