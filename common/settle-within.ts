/**
 * Waits up to `ms` for a promise: a value that arrives in time can go into the server's HTML
 * directly; a slower one comes back as the promise itself, for React Router to stream later.
 * Boxed in `{ value }` because an async function would otherwise unwrap the promise we return.
 */
export async function settleWithin<T>(
  promise: Promise<T>,
  ms: number,
): Promise<{ value: T | Promise<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = Symbol("late");
  const deadline = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    const first = await Promise.race([promise, deadline]);
    return { value: first === late ? promise : (first as T) };
  } finally {
    clearTimeout(timer);
  }
}
