// Applying the inline directives each file's facts hold (read by src/extract/directives.ts): the findings they
// cover are removed, and a directive that covers none is itself a finding (src/lint/unused-directive.ts).

import { nearest } from "../config/errors.js";
import { sortDiagnostics } from "../lint/engine.js";
import { lookupIn, ref, renderMessage } from "../lint/messages.js";
import { UNUSED_DIRECTIVE } from "../lint/unused-directive.js";
import type { Directive, Location } from "../types.js";
import type { SeveritySetting } from "../config/rule-info.js";
import type { Diagnostic, MessageData } from "../lint/diagnostic.js";

const ALL = "*";

/**
 * Removes the diagnostics that directives suppress and, unless `unusedSeverity` is "off", adds an
 * `unused-directive` diagnostic for every directive (or rule id in one) that suppressed nothing, and for every
 * `summarylint-enable` with no matching disable before it. A diagnostic counts where it starts.
 * When several directives cover one diagnostic, all of them count as used.
 */
export function applyDirectives(
  diagnostics: Diagnostic[],
  directives: Map<string, Directive[]>,
  unusedSeverity: SeveritySetting,
  knownRules?: readonly string[],
): Diagnostic[] {
  const byFile = new Map<string, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const list = byFile.get(diagnostic.file);
    if (list) list.push(diagnostic);
    else byFile.set(diagnostic.file, [diagnostic]);
  }

  const result: Diagnostic[] = [];
  for (const [file, list] of byFile) {
    // One at a time: spreading a list of 100,000 diagnostics into push overflows the stack.
    if (!directives.get(file)?.length) for (const d of list) result.push(d);
  }
  for (const [file, fileDirectives] of directives) {
    if (fileDirectives.length === 0) continue;
    const outcome = applyToFile(byFile.get(file) ?? [], fileDirectives);
    for (const d of outcome.kept) result.push(d);
    if (unusedSeverity !== "off") {
      for (const unused of outcome.unused) result.push(unusedDiagnostic(asUnknown(unused, knownRules), unusedSeverity, knownRules));
    }
  }
  return sortDiagnostics(result);
}

interface Unused {
  directive: Directive;
  messageId: "unusedAll" | "unusedRule" | "unmatchedEnable" | "unmatchedEnableRule" | "unknownRule";
  rule?: string;
}

/**
 * A rule id that names no rule suppresses nothing because it is misspelled, not because the code is clean: say
 * so, with the nearest rule id, rather than "unused". Without `knownRules` every id counts as known.
 */
function asUnknown(unused: Unused, knownRules: readonly string[] | undefined): Unused {
  if (knownRules === undefined || unused.rule === undefined || knownRules.includes(unused.rule)) return unused;
  return { ...unused, messageId: "unknownRule" };
}

function before(loc: Location, line: number, column: number): boolean {
  return loc.line < line || (loc.line === line && loc.column <= column);
}

function byPosition(a: { line: number; column: number }, b: { line: number; column: number }): number {
  return a.line - b.line || a.column - b.column;
}

function applyToFile(diagnostics: Diagnostic[], directives: Directive[]): { kept: Diagnostic[]; unused: Unused[] } {
  const blocks = directives.filter((d) => d.type === "disable" || d.type === "enable");
  blocks.sort((a, b) => byPosition(a.loc, b.loc));
  const byLine = new Map<number, Directive[]>();
  for (const directive of directives) {
    const line = directive.type === "disable-line" ? directive.loc.line : directive.type === "disable-next-line" ? directive.loc.endLine + 1 : 0;
    if (line === 0) continue;
    byLine.set(line, [...(byLine.get(line) ?? []), directive]);
  }

  const used = new Map<Directive, Set<string>>();
  const markUsed = (directive: Directive, ruleId: string): void => {
    const key = directive.rules.length === 0 ? ALL : ruleId;
    const set = used.get(directive);
    if (set) set.add(key);
    else used.set(directive, new Set([key]));
  };

  const state = new BlockState();
  const unused: Unused[] = [];
  const kept: Diagnostic[] = [];
  let next = 0;
  for (const diagnostic of [...diagnostics].sort(byPosition)) {
    while (next < blocks.length && before(blocks[next].loc, diagnostic.line, diagnostic.column)) {
      state.apply(blocks[next++], unused);
    }
    const covering = (byLine.get(diagnostic.line) ?? []).filter(
      (d) => d.rules.length === 0 || d.rules.includes(diagnostic.ruleId),
    );
    const block = state.disabledBy(diagnostic.ruleId);
    if (block) covering.push(block);
    if (covering.length === 0) kept.push(diagnostic);
    for (const directive of covering) markUsed(directive, diagnostic.ruleId);
  }
  while (next < blocks.length) state.apply(blocks[next++], unused);

  for (const directive of directives) {
    if (directive.type === "enable") continue;
    const usedRules = used.get(directive);
    if (directive.rules.length === 0) {
      if (!usedRules) unused.push({ directive, messageId: "unusedAll" });
    } else {
      for (const rule of directive.rules) {
        if (!usedRules?.has(rule)) unused.push({ directive, messageId: "unusedRule", rule });
      }
    }
  }
  return { kept, unused };
}

/** Which rules the block directives seen so far disable, and by which directive. */
class BlockState {
  private all: Directive | undefined;
  /** Rules re-enabled one by one while `all` is open. */
  private readonly reenabled = new Set<string>();
  private readonly rules = new Map<string, Directive>();

  disabledBy(ruleId: string): Directive | undefined {
    return this.rules.get(ruleId) ?? (this.all && !this.reenabled.has(ruleId) ? this.all : undefined);
  }

  apply(directive: Directive, unused: Unused[]): void {
    if (directive.type === "disable") {
      if (directive.rules.length === 0) {
        this.all = directive;
        this.rules.clear();
        this.reenabled.clear();
      } else {
        for (const rule of directive.rules) {
          this.rules.set(rule, directive);
          this.reenabled.delete(rule);
        }
      }
    } else if (directive.rules.length === 0) {
      if (!this.all && this.rules.size === 0) unused.push({ directive, messageId: "unmatchedEnable" });
      this.all = undefined;
      this.rules.clear();
      this.reenabled.clear();
    } else {
      for (const rule of directive.rules) {
        if (!this.disabledBy(rule)) unused.push({ directive, messageId: "unmatchedEnableRule", rule });
        this.rules.delete(rule);
        if (this.all) this.reenabled.add(rule);
      }
    }
  }
}

function unusedDiagnostic(unused: Unused, severity: Exclude<SeveritySetting, "off">, knownRules: readonly string[] = []): Diagnostic {
  const { directive, messageId, rule } = unused;
  const data: MessageData = { directive: `summarylint-${directive.type}` };
  if (rule !== undefined) data.rule = rule;
  if (rule !== undefined && messageId === "unknownRule") {
    const suggestion = nearest(rule, knownRules);
    data.hint = suggestion === undefined ? "" : ref("didYouMean", { rule: suggestion });
  }
  const { loc } = directive;
  return {
    ruleId: UNUSED_DIRECTIVE.id,
    severity,
    message: renderMessage(UNUSED_DIRECTIVE.messages[messageId], data, lookupIn(UNUSED_DIRECTIVE.messages)),
    file: loc.file,
    line: loc.line,
    column: loc.column,
    endLine: loc.endLine,
    endColumn: loc.endColumn,
    subject: { type: "file", name: loc.file },
    docs: UNUSED_DIRECTIVE.docs,
  };
}
