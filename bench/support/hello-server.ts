import { serve } from "@hono/node-server";
import { Hono } from "hono";

// The bare baseline: Hono on @hono/node-server answering a constant, nothing else.
const app = new Hono().get("/", (c) => c.text("Hello"));
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, () => console.log("ready"));
