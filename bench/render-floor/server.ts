import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";

// Served as server/serve.ts serves Clinova (Hono on @hono/node-server, React Router's request
// handler), with nothing in between. Start with NODE_ENV=production, as React picks its build
// when first loaded.
const buildPath = join(import.meta.dirname, "build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const handler = createRequestHandler(build, "production");
const app = new Hono().all("*", (c) => handler(c.req.raw));
createServer(getRequestListener(app.fetch)).listen(Number(process.env.PORT), "127.0.0.1");
