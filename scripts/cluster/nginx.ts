import { spawn } from "node:child_process";
import { accessSync, chmodSync, constants, mkdirSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";

/** nginx from Debian's package (`apt-get install -y nginx`), or the first one on PATH. */
export function findNginx(): string | undefined {
  const places = ["/usr/sbin", ...(process.env.PATH ?? "").split(delimiter)];
  for (const dir of places) {
    const path = join(dir, "nginx");
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return undefined;
}

export type ProxySettings = {
  /** Where nginx keeps its configuration, pid file and temporary files. */
  dir: string;
  listen: { host: string; port: number };
  /** A second listener that terminates TLS with this certificate and key (PEM files). */
  tls?: { port: number; certificate: string; key: string };
  upstreams: { host: string; port: number }[];
};

/**
 * The reverse proxy in front of the instances, as docs/deployment.md describes it: round robin,
 * the client's address appended to X-Forwarded-For and the scheme and host the visitor used in
 * X-Forwarded-Proto and X-Forwarded-Host (the app believes them because the instances list
 * nginx's address in TRUSTED_PROXIES), a request id for the logs, and bodies up to the largest
 * form (a 10 MB CV). Plain HTTP on `listen`; with `tls`, HTTPS too, on a port of its own.
 * `X-Upstream` names the instance that answered, so a test (or you) can see both at work.
 */
export function nginxConfig({ dir, listen, tls, upstreams }: ProxySettings) {
  const temp = (name: string) => join(dir, "temp", name);
  const location = `    location / {
      proxy_pass http://clinova;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }`;
  // nginx 1.22 (Debian 12) spells HTTP/2 on the listen line; later versions still accept it.
  const https = tls
    ? `
  server {
    listen ${listen.host}:${tls.port} ssl http2;
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
${location}
  }`
    : "";
  return `worker_processes 1;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  client_max_body_size 11m;
  upstream clinova {
${upstreams.map(({ host, port }) => `    server ${host}:${port};`).join("\n")}
    keepalive 16;
  }
  server {
    listen ${listen.host}:${listen.port};
${location}
  }${https}
}
`;
}

/** Starts nginx in the foreground (one PID to stop) with the configuration above. */
export function startNginx(binary: string, settings: ProxySettings) {
  // Run as root, nginx's workers drop to `nobody`, which must reach the temporary files.
  mkdirSync(join(settings.dir, "temp"), { recursive: true });
  chmodSync(settings.dir, 0o755);
  const configPath = join(settings.dir, "nginx.conf");
  writeFileSync(configPath, nginxConfig(settings));
  return spawn(binary, ["-e", "stderr", "-p", settings.dir, "-c", configPath], {
    stdio: ["ignore", "ignore", "pipe"],
  });
}
