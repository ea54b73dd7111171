import https from "node:https";

export type HttpsAnswer = { status: number; headers: Record<string, unknown>; text: string };

/**
 * One request to the TLS listener as a client that is no browser sends it (a mail client's
 * one-click unsubscribe, a directory's SCIM call): only the headers given, no Origin, no cookie.
 * The certificate is the cluster's self-signed one, so it is not verified.
 */
export function httpsRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { method = "GET", headers = {}, body } = options;
  return new Promise<HttpsAnswer>((resolve, reject) => {
    const request = https.request(
      url,
      {
        method,
        rejectUnauthorized: false,
        agent: false,
        headers:
          body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
