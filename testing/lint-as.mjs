import { ESLint } from "eslint";

/**
 * Lints code as if it were files at the given paths, with the repository's ESLint config, and prints
 * each case's findings of one rule as JSON. Input (stdin): { rule, cases: [[filePath, code], ...] }.
 */
const input = JSON.parse(await new Promise((resolve) => {
  let text = "";
  process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => resolve(text));
}));
const eslint = new ESLint();
const findings = [];
for (const [filePath, code] of input.cases) {
  const [result] = await eslint.lintText(code, { filePath });
  findings.push(result.messages.filter((message) => message.ruleId === input.rule).map((message) => message.message));
}
process.stdout.write(JSON.stringify(findings));
