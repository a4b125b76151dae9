// A description stub for a declaration that has none (missing-description's suggestion): a
// `description: "…"` property in the declaration's object literal, after its `name`, in the object's own layout
// (one line or one property per line); or, for a call that takes its fields as arguments (MCP's
// `server.tool("name", schema, handler)`), the text as the argument after the name.
import { ts } from "ts-morph";
import { calleeName, propertyKey } from "../extract/syntax.js";
import type { TextEdit } from "../lint/diagnostic.js";
import type { Parsed } from "./pieces.js";

/** How deep in the declaration an object with the tool's `name` is looked for (`{ type, function: { name } }`). */
const MAX_DEPTH = 3;

export function stubEdit(node: ts.Node, parsed: Parsed, text: string): TextEdit | undefined {
  // MCP's `server.tool(name, description?, …)`, the one declaration that takes its description as an argument
  if (ts.isCallExpression(node) && calleeName(node.expression) === "tool" && node.arguments.length > 1 && ts.isStringLiteralLike(node.arguments[0])) {
    const name = node.arguments[0];
    const quote = quoteOf(name, parsed);
    return { file: parsed.file, range: [name.getEnd(), name.getEnd()], text: `, ${quote}${text}${quote}` };
  }
  const target = objectOf(node, 0);
  return target && propertyStub(target, parsed, text);
}

/** The object literal that declares the item: the one with a `name` key, else the declaration's own object. */
function objectOf(node: ts.Node, depth: number): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(node)) {
    if (keyed(node, "name") || depth === MAX_DEPTH) return node;
    for (const p of node.properties) {
      const inner = ts.isPropertyAssignment(p) ? objectOf(p.initializer, depth + 1) : undefined;
      if (inner && keyed(inner, "name")) return inner;
    }
    return node;
  }
  if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && depth === 0) {
    const args: readonly ts.Expression[] = node.arguments ?? [];
    const objects: ts.ObjectLiteralExpression[] = [];
    for (const a of args) if (ts.isObjectLiteralExpression(a)) objects.push(a);
    // `registerTool("name", { title, inputSchema }, handler)`: the one object is the config
    const alone = objects.length === 1 ? objects[0] : undefined;
    return objects.find((o) => keyed(o, "name")) ?? alone;
  }
  return undefined;
}

function keyed(o: ts.ObjectLiteralExpression, key: string): ts.ObjectLiteralElementLike | undefined {
  return o.properties.find((p) => p.name !== undefined && propertyKey(p.name) === key);
}

function propertyStub(o: ts.ObjectLiteralExpression, parsed: Parsed, text: string): TextEdit {
  const { sf } = parsed;
  const name = keyed(o, "name");
  const quote = name && ts.isPropertyAssignment(name) && ts.isStringLiteral(name.initializer) ? quoteOf(name.initializer, parsed) : '"';
  const property = `description: ${quote}${text}${quote}`;
  const edit = (at: number, insert: string): TextEdit => ({ file: parsed.file, range: [at, at], text: insert });
  if (o.properties.length === 0) return { file: parsed.file, range: [o.getStart(sf) + 1, o.getEnd() - 1], text: ` ${property} ` };
  const multiline = sf.getLineAndCharacterOfPosition(o.getStart(sf)).line !== sf.getLineAndCharacterOfPosition(o.properties[0].getStart(sf)).line;
  const anchor = name ?? o.properties[0];
  const indent = /^[ \t]*/.exec(parsed.text.slice(parsed.text.lastIndexOf("\n", anchor.getStart(sf) - 1) + 1))![0];
  if (!name) return edit(anchor.getStart(sf), multiline ? `${property},\n${indent}` : `${property}, `);
  const comma = parsed.text.slice(name.getEnd()).match(/^\s*,/)?.[0];
  if (comma !== undefined) return edit(name.getEnd() + comma.length, multiline ? `\n${indent}${property},` : ` ${property},`);
  return edit(name.getEnd(), multiline ? `,\n${indent}${property}` : `, ${property}`);
}

function quoteOf(literal: ts.Node, parsed: Parsed): string {
  return parsed.text[literal.getStart(parsed.sf)] === "'" ? "'" : '"';
}
