/** The manager area's requests `npm run bench:faculty` measures: the overview, the learners list (a search, each filter, a sort) and a cohort table. */
export function learnerPaths(institutionId: string, cohortPath: string) {
  const list = `/manage/${institutionId}/learners`;
  return [
    { label: "overview", path: `/manage/${institutionId}` },
    { label: "learners, first page", path: list },
    { label: "learners, search (name)", path: `${list}?q=okafor` },
    { label: "learners, search (staff number)", path: `${list}?q=st` },
    { label: "learners, sorted by staff number, desc", path: `${list}?sort=staff&dir=desc` },
    { label: "learners, filter overdue", path: `${list}?flag=overdue` },
    { label: "learners, filter expiring", path: `${list}?flag=expiring` },
    { label: "learners, filter expired", path: `${list}?flag=expired` },
    { label: "learners, filter not started", path: `${list}?flag=not-started` },
    { label: "learners, filter invited", path: `${list}?flag=invited` },
    { label: "learners, filter left", path: `${list}?flag=left` },
    { label: "learners, course status completed", path: `${list}?status=completed` },
    { label: "cohort table", path: cohortPath },
    { label: "cohort table, search (name)", path: `${cohortPath}?q=okafor` },
    { label: "cohort table, sorted by standing", path: `${cohortPath}?sort=standing` },
    { label: "cohort table, filter expiring", path: `${cohortPath}?filter=expiring` },
    {
      label: "cohort table, every course completed",
      path: `${cohortPath}?status=completed&sort=activity&dir=desc`,
    },
  ];
}

/** Sequential requests (after two to warm up): p50 and p95 of their full time, in ms. */
export async function timedRequests(url: string, headers: Record<string, string>, runs = 30) {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { runs, p50: at(0.5), p95: at(0.95) };
}
