import type { Debrief } from "@server/practice/debrief";

type Event = Debrief["timeline"][number];

/** What an event of the timeline says, by its kind: a step, a stopped choice, a question, a prompt. */
export function eventWords(event: Event) {
  switch (event.kind) {
    case "action":
      return event.label;
    case "stopped":
      return `Stopped by the tutor: ${event.label}`;
    case "asked":
      return "Asked the tutor what to check next";
    case "prompt":
      return `Tutor: ${event.label}`;
  }
}
