// The ceiling the benchmarks compare with (bench.mjs, bench-views.mjs): the bytes the store answered,
// recorded once and answered from memory by bare node:http in a process of its own (bytes-from-memory.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Status, headers and body exactly as the server sent them (gzip stays gzip). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

/** Starts bytes-from-memory.mjs with these answers; resolves to its base URL and a stop function. */
export async function memoryServer(answers, port) {
  const file = join(mkdtempSync(join(tmpdir(), "bench-ceiling-")), "answers.json");
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn("node", [new URL("./bytes-from-memory.mjs", import.meta.url).pathname, file, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return { base: `http://localhost:${port}`, stop: () => child.kill() };
}

/** The answer as a memory server keeps it: the headers that describe the bytes, and the bytes. */
export async function asMemoryAnswer(url, headers) {
  const answer = await rawGet(url, headers);
  const kept = {};
  for (const name of ["content-type", "content-encoding", "cache-control", "vary"]) if (answer.headers[name]) kept[name] = answer.headers[name];
  return { headers: kept, body: answer.body.toString("base64") };
}
