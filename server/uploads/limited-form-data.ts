export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`);
  }
}

/**
 * `request.formData()` buffers whatever it is sent. This refuses a body above `limitBytes`
 * before holding more than that in memory: first by its declared Content-Length, then by
 * counting the bytes as they arrive (the header can be missing or lie under chunked encoding).
 */
export async function readFormDataWithLimit(request: Request, limitBytes: number) {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyTooLargeError(limitBytes);

  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limitBytes) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLargeError(limitBytes);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const headers = { "content-type": request.headers.get("content-type") ?? "" };
  return new Response(body, { headers }).formData();
}
