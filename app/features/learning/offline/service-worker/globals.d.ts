// Written into the worker at build time (scripts/build-service-worker.ts).

/** The learner screens' built files, the icons and the offline page, fetched at install. */
declare const __PRECACHE__: string[];
/** The build's version: a new build is a new worker and a new static cache. */
declare const __SW_VERSION__: string;
