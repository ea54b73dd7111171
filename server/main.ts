// The production entry point. React and React Router pick their production builds from
// NODE_ENV when they are first loaded, so it is settled before anything imports them.
process.env.NODE_ENV ??= "production";
await import("./serve");
export {};
