/** What a learner page tells the service worker: whose page it is and its address. */
export type WorkerMessage = { type: "learner-page"; owner: string; url: string };

/** The Background Sync tag under which notes written offline are sent. */
export const notesSyncTag = "clinova-notes";
