/** What a response's write()/end() was given, as a Buffer (a string is encoded as told, UTF-8 by default). */
export function writtenChunkBuffer(chunk, encoding) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
}
