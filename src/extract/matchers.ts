// The matchers one file is extracted with, as lookup tables for the walk. Indices are into the project's whole
// matcher list (what a Decl's `matcher` refers to), so files of different packages can use different presets.
import { PRESETS } from "./presets/index.js";
import type { Matcher } from "./presets/types.js";

/**
 * What a file that writes a tool set contains: with a preset whose group is the tool set (docs/design.md#groups), a
 * file that passes tools declared elsewhere to one `tools:` (`streamText({ model, tools: { getWeather, createDocument }
 * })`) is walked, not skimmed, so that its tool set is recorded (extract/visitors/offered.ts).
 */
const TOOL_SET_TEXT = "tools";

export class MatcherSet {
  readonly byCallee = new Map<string, number[]>();
  readonly byNew = new Map<string, number[]>();
  readonly byTyped = new Map<string, number>();
  readonly byExtends = new Map<string, number>();
  /** Class-shape matchers (Matcher.classFields), in order. */
  readonly classShapes: number[] = [];
  /** Module-shape matchers (Matcher.moduleExports), in order. */
  readonly moduleShapes: number[] = [];
  /** Object matchers, in order, the fallback shapes last. */
  readonly objects: number[] = [];
  /** Texts a file must contain for any of these matchers to match in it (one per matcher). */
  readonly triggers: string[] = [];

  constructor(
    readonly all: readonly Matcher[],
    enabled: Iterable<number> = all.keys(),
    /** The presets (and "custom") these matchers come from, recorded in each file's facts. */
    readonly presets: readonly string[] = [],
  ) {
    const indices = [...enabled];
    for (const i of indices) {
      const m = all[i];
      if (m.callee !== undefined) push(this.byCallee, m.callee, i);
      if (m.new !== undefined) push(this.byNew, m.new, i);
      if (m.typed !== undefined && !this.byTyped.has(m.typed)) this.byTyped.set(m.typed, i);
      for (const base of m.extends ?? []) if (!this.byExtends.has(base)) this.byExtends.set(base, i);
      if (m.classFields !== undefined) this.classShapes.push(i);
      if (m.moduleExports !== undefined) this.moduleShapes.push(i);
      if (m.object && !m.object.fallback) this.objects.push(i);
      this.triggers.push(...triggersOf(m));
      // A file that only gives tools to an agent (`new Agent({ tools: { calculatorTool } })`, the tools imported) is
      // read for its tool set: it groups them, and names them where the framework names a tool by its key.
      const readsToolSets = m.keyNamesIt || (m.preset !== undefined && PRESETS[m.preset]?.group === "tool-set");
      if (readsToolSets && !this.triggers.includes(TOOL_SET_TEXT)) this.triggers.push(TOOL_SET_TEXT);
    }
    // Broad shapes last: an object a more telling shape describes is that shape's (Matcher.object.fallback).
    for (const i of indices) if (all[i].object?.fallback) this.objects.push(i);
  }

  get isEmpty(): boolean {
    return this.triggers.length === 0;
  }

  /** Could a file with this text declare anything? (If not, it is only skimmed.) */
  mayMatch(text: string): boolean {
    return this.triggers.some((t) => text.includes(t));
  }
}

function push(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

/** A text each match necessarily contains: a name, or an object's required key or discriminating value. */
function triggersOf(m: Matcher): string[] {
  if (m.callee !== undefined) return [m.callee];
  if (m.new !== undefined) return [m.new];
  if (m.typed !== undefined) return [m.typed];
  if (m.extends) return m.extends;
  // Every key is needed: the longest is the most selective.
  const fields = m.classFields ?? m.moduleExports;
  if (fields) return [fields.reduce((a, b) => (b.length > a.length ? b : a))];
  const o = m.object;
  if (!o) return [];
  const keys = (o.has ?? []).map((path) => path.slice(path.lastIndexOf(".") + 1));
  const rare = [...keys, ...Object.values(o.where ?? {}).filter((v) => typeof v === "string")] as string[];
  // The longest required text is the most selective.
  return rare.length === 0 ? ["{"] : [rare.reduce((a, b) => (b.length > a.length ? b : a))];
}
