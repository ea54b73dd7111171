/** Every dash a spreadsheet or a phone keyboard may put in a name: hyphen-minus, the Unicode hyphens, figure, en and em dashes, horizontal bar, minus sign. */
const dashes = /[-\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * A cohort name as the CSV matches it (docs/product/institutions.md#inviting-from-a-csv-file):
 * compatibility forms folded (NFKC), lower case, every dash one hyphen with no spaces around
 * it, runs of spaces one space, none at either end. "F1 Doctors - August" and
 * "f1  doctors–august" both find the cohort "F1 doctors – August".
 */
export function cohortNameKey(name: string) {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(dashes, "-")
    .replace(/\s+/g, " ")
    .replace(/ ?- ?/g, "-")
    .trim();
}

export type CohortMatch =
  | { kind: "none" }
  | { kind: "unknown" }
  | { kind: "ambiguous" }
  | { kind: "found"; id: string; name: string; exact: boolean };

/** The institution's cohorts indexed by key; two names with one key are both kept, to be refused as ambiguous. */
export function indexCohorts(cohorts: { id: string; name: string }[]) {
  const index = new Map<string, { id: string; name: string }[]>();
  for (const cohort of cohorts) {
    const key = cohortNameKey(cohort.name);
    index.set(key, [...(index.get(key) ?? []), cohort]);
  }
  return index;
}

/** The cohort a typed name means, if exactly one does. */
export function matchCohort(
  index: Map<string, { id: string; name: string }[]>,
  typed: string,
): CohortMatch {
  if (typed.trim() === "") return { kind: "none" };
  const found = index.get(cohortNameKey(typed)) ?? [];
  if (found.length === 0) return { kind: "unknown" };
  if (found.length > 1) return { kind: "ambiguous" };
  const [cohort] = found as [{ id: string; name: string }];
  return { kind: "found", ...cohort, exact: cohort.name === typed.trim() };
}
