/**
 * A form with files encoded as a browser sends it, ready for `request(path, init)`. Handed a
 * FormData, Node 24's fetch encodes it through a stream that rejects (unhandled) when the server
 * stops reading at a size limit, a fault of the in-process shortcut that a socket never meets.
 */
export async function multipart(
  fields: Record<string, string | { name: string; bytes: Uint8Array; type?: string }>,
): Promise<RequestInit> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.set(name, value);
    else form.set(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type }));
  }
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    method: "POST",
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    body: await encoded.arrayBuffer(),
  };
}
