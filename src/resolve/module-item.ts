// A module declaration as a catalog item (docs/design.md#modules-and-skills): the post's `{ name, summary,
// instructions, tools }`, or a custom matcher's `type: module`. Its description is the one line the core prompt lists;
// its instructions are read part by part (readable-text.ts); its tools are the names of what its tools field holds.
import { propertyExpr, type Decl, type FileFacts } from "../extract/facts.js";
import type { FieldSource, Matcher } from "../extract/presets/types.js";
import type { ItemBase, Module } from "../types.js";
import type { Evaluator } from "./evaluate.js";
import type { Env, Value } from "./values.js";
import { readableText } from "./readable-text.js";

/** How a module item reads its own fields (toItem's helpers over the declaration's evaluated object). */
export interface FieldReader {
  pick(source: FieldSource | undefined): { value: Value; path?: string };
}

export function toModule(
  evaluator: Evaluator,
  facts: FileFacts,
  decl: Decl,
  env: Env,
  matcher: Matcher,
  base: ItemBase,
  fields: FieldReader,
  group: string | undefined,
): Module {
  const module: Module = { type: "module", form: matcher.form ?? "module", ...base, tools: toolNames(evaluator, fields.pick(matcher.fields.tools).value) };
  const instructions = fields.pick(matcher.fields.instructions);
  const text = instructionsText(evaluator, decl, env, instructions);
  if (text !== undefined) {
    const span = (instructions.path !== undefined && decl.propSpans[instructions.path]) || decl.span;
    module.instructions = { text, loc: { file: facts.file, ...span } };
  }
  if (group !== undefined) module.group = group;
  return module;
}

/** The instructions as written (read part by part when written in the declaration), else as evaluated. */
function instructionsText(evaluator: Evaluator, decl: Decl, env: Env, picked: { value: Value; path?: string }): string | undefined {
  const written = picked.path === undefined ? undefined : propertyExpr(decl.arg, picked.path);
  if (written) return readableText(evaluator, written, env);
  return picked.value.t === "str" ? picked.value.v : undefined;
}


/**
 * The names of a module's tools: for an array, each element's `name` (or `function.name`, the Chat Completions
 * shape), the element being a literal, a reference to one, or a declaring call (`tool({ name })`, which evaluates to
 * its object); for an object, its keys (`tools: { weather: tool({ … }) }`). What cannot be read is left out.
 */
export function toolNames(evaluator: Evaluator, tools: Value): string[] {
  if (tools.t === "obj") return evaluator.keys(tools);
  if (tools.t !== "arr") return [];
  const names: string[] = [];
  for (const tool of evaluator.items(tools) ?? []) {
    if (tool.t !== "obj") continue;
    let name = evaluator.property(tool, "name");
    if (name.t === "undef") {
      const fn = evaluator.property(tool, "function");
      if (fn.t === "obj") name = evaluator.property(fn, "name");
    }
    if (name.t === "str" && !names.includes(name.v)) names.push(name.v);
  }
  return names;
}
