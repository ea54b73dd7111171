import { z } from "zod";

// zod compiles parsers with `new Function` where it may, and finds out by trying: under our
// Content-Security-Policy (no 'unsafe-eval') each page with a form reported a violation.
// Our schemas are small; the interpreted parser is plenty.
z.config({ jitless: true });

export { z };
