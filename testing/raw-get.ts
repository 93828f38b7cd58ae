import { request as httpRequest } from "node:http";

export type RawReply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A GET as a browser that takes gzip and br sends it, with the body exactly as it came (compressed
 * stays compressed): for the server scripts that keep and send again answers' bytes.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { "accept-encoding": "gzip, br", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}
