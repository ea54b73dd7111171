export const playerTabs = ["lesson", "vr", "notes"] as const;
export type PlayerTab = (typeof playerTabs)[number];

/** The player's active tab is lesson, vr or notes; the URL's `tab` keeps it. */
export function tabFrom(search: URLSearchParams | string): PlayerTab {
  const value = new URLSearchParams(search).get("tab");
  return playerTabs.find((tab) => tab === value) ?? "lesson";
}

export function lessonHref(courseSlug: string, lessonRef: string, tab: PlayerTab = "lesson") {
  const path = `/course/${encodeURIComponent(courseSlug)}/start/${encodeURIComponent(lessonRef)}`;
  return tab === "lesson" ? path : `${path}?tab=${tab}`;
}

/** Keeps the tab in the address bar without a navigation (no loaders run). */
export function rememberTab(tab: PlayerTab) {
  const url = new URL(window.location.href);
  if (tab === "lesson") url.searchParams.delete("tab");
  else url.searchParams.set("tab", tab);
  window.history.replaceState(window.history.state, "", url);
}
