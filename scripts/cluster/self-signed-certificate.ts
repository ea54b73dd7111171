import { execFileSync } from "node:child_process";
import { join } from "node:path";

/**
 * A certificate for `localhost` (and 127.0.0.1), valid for a day, and its key, written as PEM
 * files into `dir` by openssl: what nginx terminates TLS with in the cluster test (browsers are
 * told to accept it). Never for a real deployment.
 */
export function selfSignedCertificate(dir: string) {
  const certificate = join(dir, "localhost.crt");
  const key = join(dir, "localhost.key");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-days",
      "1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "ignore" },
  );
  return { certificate, key };
}
