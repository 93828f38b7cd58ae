// Prints the text of the PDF read from standard input (unpdf is ESM with dynamic imports, which Jest's VM cannot run).
import { extractText, getDocumentProxy } from "unpdf";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.concat(chunks))), { mergePages: true });
process.stdout.write(text);
