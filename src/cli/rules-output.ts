// `summarylint rules`: every rule with its default severity, description and doc link.
import type { RuleMeta } from "../lint/rule.js";

export function rulesText(rules: RuleMeta[]): string {
  const width = Math.max(...rules.map((r) => r.id.length));
  const rows = rules.map((r) => {
    const options = Object.entries(r.options).map(([name, o]) => `\n${" ".repeat(width + 10)}option ${name} (${o.type}, default ${JSON.stringify(o.default)}): ${o.description}`);
    return `${r.id.padEnd(width)}  ${r.defaultSeverity.padEnd(5)}  ${r.description}\n${" ".repeat(width + 9)} ${r.docs}${options.join("")}`;
  });
  return `${rows.join("\n")}\n`;
}

export function rulesJson(rules: RuleMeta[]): string {
  return `${JSON.stringify(
    rules.map((r) => ({ id: r.id, defaultSeverity: r.defaultSeverity, description: r.description, docs: r.docs, options: r.options })),
    null,
    2,
  )}\n`;
}
