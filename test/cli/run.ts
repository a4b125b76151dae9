// Shared by test/cli/*.test.ts: throwaway projects on disk and `main()` run in-process with captured output.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect } from "vitest";
import { main } from "../../src/cli/main.js";
import { RULE_INFOS } from "../../rules/index.js";
import type { Diagnostic } from "../../src/lint/diagnostic.js";

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  isTTY?: boolean;
  /** The terminal's width, as bin/summarylint.js passes process.stdout.columns. */
  columns?: number;
  /** Is stderr a terminal (progress lines)? And how long before the progress line appears. */
  stderrIsTTY?: boolean;
  progressAfterMs?: number;
  /** What `--stdin` reads, in these chunks (a string is one chunk). */
  stdin?: string | (string | Uint8Array)[];
}

/** `summarylint <argv…>` in `cwd`, as bin/summarylint.js would run it, with stdout and stderr captured. */
export async function run(cwd: string, argv: string[], options: RunOptions = {}): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    cwd,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    isTTY: options.isTTY ?? false,
    columns: options.columns,
    stderrIsTTY: options.stderrIsTTY,
    progressAfterMs: options.progressAfterMs,
    env: options.env ?? {},
    stdin: options.stdin === undefined ? undefined : chunks(typeof options.stdin === "string" ? [options.stdin] : options.stdin),
  });
  return { code, stdout, stderr };
}

async function* chunks(parts: (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  yield* parts;
}

const created: string[] = [];
afterEach(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh temp folder holding `files` (relative path -> text or bytes), removed after the test. Returns its real
 * path, so the paths summarylint prints relative to it are plain.
 */
export function project(files: Record<string, string | Uint8Array> = {}): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-cli-")));
  created.push(dir);
  write(dir, files);
  return dir;
}

/** A copy of `test/fixtures/<name>` in a fresh temp folder (tests may then add or break files in it). */
export function fixture(name: string): string {
  const dir = project();
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");

export function write(dir: string, files: Record<string, string | Uint8Array>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** One result of the `-f json` document: a diagnostic, with paths relative to the working directory. */
export type JsonResult = Diagnostic;

/** The `-f json` document, after checking that stdout holds that document and nothing else. */
export interface JsonOutput {
  tool: { name: string; version: string };
  results: JsonResult[];
  summary: { errors: number; warnings: number; infos: number; files: number; actions: number };
}

export function parseJson<T = JsonOutput>(stdout: string): T {
  expect(stdout.endsWith("\n")).toBe(true);
  return JSON.parse(stdout) as T;
}

/**
 * Which of its rule's messages a diagnostic was rendered from. Diagnostics carry the rendered text only, so the
 * messageId is recovered by matching the rule's message templates (each `{{placeholder}}` matches anything):
 * tests then assert ids, not wording.
 */
export function messageId(d: Pick<Diagnostic, "ruleId" | "message">): string {
  const rule = RULE_INFOS.find((r) => r.id === d.ruleId);
  if (!rule) throw new Error(`no rule ${d.ruleId}`);
  const matching = Object.entries(rule.messages).filter(([, template]) => templatePattern(template).test(d.message));
  if (matching.length !== 1) throw new Error(`${matching.length} messages of ${d.ruleId} match: ${d.message}`);
  return matching[0][0];
}

function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // A finding about an item not proven to be a tool ends with the reason (lint/engine.ts onlyInfo).
  return new RegExp(`^${parts.join("[\\s\\S]*?")}(?: \\(Not proven to be a tool: [\\s\\S]*; so only info\\.\\))?$`);
}

/** The fields every test of a result compares, with its messageId. */
export function brief(r: JsonResult): { ruleId: string; messageId: string; file: string; line: number; column: number; subject: string } {
  return { ruleId: r.ruleId, messageId: messageId(r), file: r.file, line: r.line, column: r.column, subject: `${r.subject.type}:${r.subject.name}` };
}

/** Source of one kumiko action declaration, on one line. */
export function handler(name: string, fields: Record<string, unknown> = {}): string {
  const props = Object.entries({ name, ...fields }).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `export const ${name.replace(/\W/g, "_")} = defineHandler({ ${props.join(", ")} });\n`;
}

/**
 * 1-based line and column of the `nth` (1-based) occurrence of `needle` in `source`, counted in UTF-16 units
 * as TypeScript counts them: expected positions are derived from the fixture text, not counted by hand.
 */
export function at(source: string, needle: string, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < nth; i++) {
    index = source.indexOf(needle, index + 1);
    if (index === -1) throw new Error(`"${needle}" occurs fewer than ${nth} times`);
  }
  const before = source.slice(0, index);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: index - lineStart + 1 };
}

export const IMPORT = 'import { defineFeature, defineHandler } from "kumiko";\n';
