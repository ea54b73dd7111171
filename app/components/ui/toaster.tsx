import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";

type ToastKind = "message" | "success" | "error" | "info" | "warning";
type ToastCall = {
  kind: ToastKind;
  title: string;
  // One id, one toast: sonner updates a toast shown with the same id instead of adding another.
  options?: { description?: ReactNode; id?: string };
};
type Show = (call: ToastCall) => void;

/*
 * Sonner is about 9 KB of gzipped JavaScript that most page views never need, so it loads with
 * the first toast: calls made before it is ready wait in `pending`, then show in order.
 */
let pending: ToastCall[] = [];
let show: Show | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function enqueue(call: ToastCall) {
  if (show) return show(call);
  pending.push(call);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

const shower = (kind: ToastKind) => (title: string, options?: ToastCall["options"]) =>
  enqueue({ kind, title, options });

/** The same calls as sonner's `toast`: `toast(title)`, `toast.success(title, { description })`… */
export const toast = Object.assign(shower("message"), {
  success: shower("success"),
  error: shower("error"),
  info: shower("info"),
  warning: shower("warning"),
});

const SonnerToaster = lazy(() => import("./sonner-toaster"));

function onReady(
  sonner: Record<ToastKind, (title: string, options?: ToastCall["options"]) => unknown>,
) {
  show = (call) => void sonner[call.kind](call.title, call.options);
  const waiting = pending;
  pending = [];
  waiting.forEach(show);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Render once in the root layout; it mounts sonner once something asks for a toast. */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={onReady} />
    </Suspense>
  );
}
