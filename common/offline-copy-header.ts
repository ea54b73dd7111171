/**
 * Sent by the offline worker when it copies a page it has already shown: such a copy must not
 * take the toast waiting for the page the browser is landing on (decision 0041). A module of its
 * own, with no imports, so the worker's bundle takes nothing else.
 */
export const offlineCopyHeader = "x-clinova-offline-copy";
