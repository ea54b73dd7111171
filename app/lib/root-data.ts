import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/**
 * The root loader's data (the signed-in person, a flashed toast, the contact address, the app's
 * address) for any layout or component. Its own module so that root.tsx and the components it
 * renders do not import each other; the reference back to the loader is a type only.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
