// The ceiling the page-view benchmark compares with: bare node:http answering recorded bytes from
// memory, with no routing, rendering or cache logic. Run as its own process (so it does not share a
// core with the load generator): node scripts/bytes-from-memory.mjs <answers.json> <port>, where the
// file maps each path to { headers, body (base64) }. Prints "ready" when it listens.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8"))).map(([path, answer]) => [path, { headers: answer.headers, body: Buffer.from(answer.body, "base64") }]),
);
const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? "");
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { ...answer.headers, "content-length": String(answer.body.length) });
  response.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), () => console.log("ready"));
