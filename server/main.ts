// The production entry point. React and React Router pick their production builds from
// NODE_ENV when they are first loaded, so it is settled before anything imports them.
import { tuneGarbageCollection } from "./runtime-flags";

process.env.NODE_ENV ??= "production";
tuneGarbageCollection();
await import("./serve");
