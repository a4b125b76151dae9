// docs/design.md#guarantees: "Bad input gets a clear message and the rest is still checked", end to end through the
// CLI: each kind of broken input next to a healthy file, asserting the exact diagnostics (rule, messageId, place), the
// exit code, that stdout holds only the chosen format, and that no stack trace leaks.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeSource } from "../../src/extract/read.js";
import { at, brief, fixture, handler, IMPORT, parseJson, project, run, write } from "./run.js";

/** A file that is fine apart from an action without a description: proves the rest of the project is checked. */
const HEALTHY_SOURCE = IMPORT + handler("healthy.list", { kind: "read" });
const HEALTHY = { "src/healthy.ts": HEALTHY_SOURCE };
/** An action without a description is reported at its declaration call. */
const HEALTHY_RESULT = {
  ruleId: "missing-description",
  messageId: "missing",
  file: "src/healthy.ts",
  ...at(HEALTHY_SOURCE, "defineHandler("),
  subject: "action:healthy.list",
};

const isRoot = process.getuid?.() === 0;
const hasMkfifo = process.platform !== "win32" && fs.existsSync("/usr/bin/mkfifo");

interface DirectoryJson {
  directories: {
    role: string;
    actions: { name: string; description: string | null; summary: string; lineText: string; truncated: boolean; firstSentenceOnly: boolean }[];
  }[];
}

async function lintJson(dir: string, argv: string[] = []) {
  const result = await run(dir, ["-f", "json", ...argv]);
  return { ...result, json: parseJson(result.stdout) };
}

function noStackTrace(stderr: string): void {
  expect(stderr).not.toMatch(/\n\s+at /);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("a generator's template with a source file's extension", () => {
  // Each source follows one import line: the line given is the parser's first error.
  it.each<[string, string, string, string, number]>([
    ["handlebars placeholders (the first, alone in a block, parses)", "const z = require('zod');\n\n{{ imports }}\n\nconst TASKS = {\n  {{ tasks }}\n};\n", "template", "info", 7],
    ["an EJS tag", "export const tools = [\n  <%= tools %>\n];\n", "template", "info", 3],
    ["a jinja block", "{% for t in tools %}\nexport const x = 1;\n{% endfor %}\n", "template", "info", 2],
    ["near miss: a syntax error on a line without a placeholder, though the file has one further on", "const oops = (;\nconst s = `{{ name }}`;\n", "syntax", "warn", 2],
    ["near miss: an object literal in braces is no placeholder", "const a = {{ b: 1 }};\n", "syntax", "warn", 2],
  ])("%s", async (_title, source, messageId, severity, line) => {
    const { json } = await lintJson(project({ "src/gen.js": IMPORT + source }));
    const found = json.results.map((r: Parameters<typeof brief>[0] & { severity: string }) => ({ ...brief(r), severity: r.severity }));
    expect(found.map((r: ReturnType<typeof brief> & { severity: string }) => [r.ruleId, r.messageId, r.severity, r.line])).toEqual([["unreadable-source", messageId, severity, line]]);
  });
});

describe("a file with a syntax error", () => {
  it("is reported at the error, and its declarations before and after it are still checked", async () => {
    const dir = fixture("bad-input/syntax-error");
    const broken = fs.readFileSync(path.join(dir, "src/broken.ts"), "utf8");
    const other = fs.readFileSync(path.join(dir, "src/other.ts"), "utf8");
    const semicolon = at(broken, "(;"); // `const oops = (;`: an expression was expected at the `;`
    const { code, json, stderr } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      { ruleId: "missing-description", messageId: "missing", file: "src/broken.ts", ...at(broken, "defineHandler(", 1), subject: "action:before.list" },
      { ruleId: "unreadable-source", messageId: "syntax", file: "src/broken.ts", line: semicolon.line, column: semicolon.column + 1, subject: "file:src/broken.ts" },
      { ruleId: "missing-description", messageId: "missing", file: "src/broken.ts", ...at(broken, "defineHandler(", 2), subject: "action:after.list" },
      { ruleId: "missing-description", messageId: "empty", file: "src/other.ts", ...at(other, '""'), subject: "action:other.get" },
    ]);
    expect(semicolon).toEqual({ line: 5, column: 14 });
    expect(json.results[1].message).toContain("Expression expected");
    expect(json.results[1].severity).toBe("warn");
    expect(json.summary).toEqual({ errors: 3, warnings: 1, infos: 0, files: 2, actions: 4 });
    expect(code).toBe(1);
    expect(stderr).toBe("");
  });

  it("alone (warnings only) exits 0, or 1 with --max-warnings 0", async () => {
    const dir = project({ "src/broken.ts": `${IMPORT}const oops = (;\n${handler("ok.get", { description: "Fetch one thing." })}` });
    const plain = await run(dir, []);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain("src/broken.ts\n  2:15  warning  src/broken.ts has a syntax error");
    expect((await run(dir, ["--max-warnings", "0"])).code).toBe(1);
  });
});

describe("a file that cannot be read", () => {
  it("a symbolic link to nothing: unreadable, and the rest is checked", async () => {
    const dir = project(HEALTHY);
    fs.symlinkSync(path.join(dir, "missing", "target.ts"), path.join(dir, "src", "gone.ts"));
    const { code, json, stderr } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      { ruleId: "unreadable-source", messageId: "unreadable", file: "src/gone.ts", line: 1, column: 1, subject: "file:src/gone.ts" },
      HEALTHY_RESULT,
    ]);
    expect(json.results[0].message).toContain(`a symbolic link to ${path.join(dir, "missing", "target.ts")}, which does not resolve`);
    expect(code).toBe(1);
    expect(stderr).toBe("");
  });

  it("a symbolic link to a folder named like a source file: unreadable (it is a folder)", async () => {
    const dir = project({ ...HEALTHY, "lib/keep.txt": "" });
    fs.symlinkSync(path.join(dir, "lib"), path.join(dir, "src", "linked.ts"));
    const { json } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      HEALTHY_RESULT,
      { ruleId: "unreadable-source", messageId: "unreadable", file: "src/linked.ts", line: 1, column: 1, subject: "file:src/linked.ts" },
    ]);
    expect(json.results[1].message).toContain("(it is a folder, not a file)");
  });

  it("a real folder named like a source file is walked into, not read", async () => {
    const dir = project({ ...HEALTHY, "src/odd.ts/inner.ts": IMPORT + handler("inner.list") });
    const { json } = await lintJson(dir);
    expect(json.results.map((r) => `${r.ruleId} ${r.file}`)).toEqual(["missing-description src/healthy.ts", "missing-description src/odd.ts/inner.ts"]);
  });

  it.runIf(hasMkfifo)("a symbolic link to a named pipe is reported, not read (reading would wait forever)", async () => {
    const dir = project(HEALTHY);
    execFileSync("mkfifo", [path.join(dir, "pipe")]);
    fs.symlinkSync(path.join(dir, "pipe"), path.join(dir, "src", "pipe.ts"));
    const { json } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      HEALTHY_RESULT,
      { ruleId: "unreadable-source", messageId: "unreadable", file: "src/pipe.ts", line: 1, column: 1, subject: "file:src/pipe.ts" },
    ]);
    expect(json.results[1].message).toContain("(it is a named pipe, not a file)");
  });

  // chmod 000 does not stop root (CI containers often run as root): the dangling link above covers that case.
  it.skipIf(isRoot || process.platform === "win32")("a file without read permission (skipped when running as root, who reads it anyway)", async () => {
    const dir = project({ ...HEALTHY, "src/secret.ts": IMPORT + handler("secret.list") });
    fs.chmodSync(path.join(dir, "src", "secret.ts"), 0o000);
    const { json } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      HEALTHY_RESULT,
      { ruleId: "unreadable-source", messageId: "unreadable", file: "src/secret.ts", line: 1, column: 1, subject: "file:src/secret.ts" },
    ]);
    expect(json.results[1].message).toContain("EACCES: permission denied");
  });
});

describe("a binary file", () => {
  it("is skipped with a message; the rest is checked", async () => {
    const dir = project({ ...HEALTHY, "src/blob.ts": Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00, 0x64, 0x65]) });
    const { code, json, stderr } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      { ruleId: "unreadable-source", messageId: "binary", file: "src/blob.ts", line: 1, column: 1, subject: "file:src/blob.ts" },
      HEALTHY_RESULT,
    ]);
    expect(json.summary).toEqual({ errors: 1, warnings: 1, infos: 0, files: 2, actions: 1 });
    expect(code).toBe(1);
    expect(stderr).toBe("");
  });
});

describe("a file that is not UTF-8", () => {
  // "Show the café menu. …" saved as Latin-1: é is the single byte 0xE9.
  const source = `${IMPORT}${handler("cafe.menu", { description: "Show the café menu. It has two pages." })}`;
  const latin1 = Buffer.from(source, "latin1");

  it("is read as Latin-1, reported at the first bad byte, and its declarations are still checked", async () => {
    const dir = project({ ...HEALTHY, "src/cafe.ts": latin1 });
    const { code, json, stderr } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      // Latin-1 is one byte per character, so the byte 0xE9 sits where "é" is in the text.
      { ruleId: "first-sentence-only", messageId: "laterSentencesDropped", file: "src/cafe.ts", ...at(source, '"Show'), subject: "action:cafe.menu" },
      { ruleId: "unreadable-source", messageId: "encoding", file: "src/cafe.ts", ...at(source, "é"), subject: "file:src/cafe.ts" },
      HEALTHY_RESULT,
    ]);
    expect(code).toBe(1);
    expect(stderr).toBe("");
  });

  it("keeps the é in the directory", async () => {
    const dir = project({ "src/cafe.ts": latin1 });
    const { code, stdout } = await run(dir, ["directory", "-f", "json"]);
    const [cafe] = parseJson<DirectoryJson>(stdout).directories[0].actions;
    expect(cafe).toMatchObject({ name: "cafe.menu", description: "Show the café menu. It has two pages.", summary: "Show the café menu." });
    expect(code).toBe(0);
  });
});

describe("decoding a file's bytes", () => {
  const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0)); // one byte per character
  const utf16 = (text: string, bom: number[], le: boolean) => {
    const units = Array.from(text).flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]);
    return Uint8Array.from([...bom, ...(le ? units : units.flatMap((_, i, a) => (i % 2 ? [] : [a[i + 1], a[i]])))]);
  };
  const ok: [string, Uint8Array, string][] = [
    ["UTF-8 with a BOM: the BOM is dropped", Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from("const é = 1;")]), "const é = 1;"],
    ["UTF-16 LE with a BOM", utf16("const a = 1;", [0xff, 0xfe], true), "const a = 1;"],
    ["UTF-16 BE with a BOM", utf16("const a = 1;", [0xfe, 0xff], false), "const a = 1;"],
  ];
  for (const [name, input, text] of ok) {
    it(name, () => expect(decodeSource("/p/a.ts", input)).toEqual({ text }));
  }

  // Where the first byte that is not UTF-8 is reported: the lead byte of a broken sequence.
  const latin1: [string, string, { line: number; column: number; detail: string }][] = [
    ["a lone Latin-1 letter", "caf\xE9 menu", { line: 1, column: 4, detail: "byte 3 (0xE9) is not valid UTF-8" }],
    ["on a later line, after valid UTF-8", "ok \xC3\xA9\n\x80x", { line: 2, column: 1, detail: "byte 6 (0x80) is not valid UTF-8" }],
    ["the very first byte", "\xFFabc", { line: 1, column: 1, detail: "byte 0 (0xFF) is not valid UTF-8" }],
    ["a sequence cut off by the end of the file", "end \xE2\x82", { line: 1, column: 5, detail: "byte 4 (0xE2) is not valid UTF-8" }],
  ];
  for (const [name, input, expected] of latin1) {
    it(`not UTF-8: ${name}`, () => {
      const result = decodeSource("/p/a.ts", bytes(input));
      expect(result.text).toBe(new TextDecoder("latin1").decode(bytes(input)));
      expect(result.problem).toEqual({
        kind: "encoding",
        loc: { file: "/p/a.ts", line: expected.line, column: expected.column, endLine: expected.line, endColumn: expected.column + 1 },
        detail: `${expected.detail}; the file was read as Latin-1`,
      });
    });
  }

  const source = (body: string) => `const key = \`${body}\`;\n${"// a line of source code\n".repeat(80)}`;
  const binary: [string, Uint8Array][] = [
    ["NUL bytes near the start", Uint8Array.from([0x63, 0x00, 0x64])],
    ["UTF-16 without a byte order mark", bytes("c\0o\0n\0s\0t\0 \0x\0 \0=\0 \x001\0;\0")],
    ["NULs in a file that is not UTF-8", Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0xff, 0x64])],
    ["valid UTF-8 with NULs in more than 1% of its head", Buffer.from(source("\0".repeat(30)))],
  ];
  for (const [name, input] of binary) {
    it(`binary: ${name}`, () => {
      expect(decodeSource("/p/a.ts", input)).toEqual({
        problem: { kind: "binary", loc: { file: "/p/a.ts", line: 1, column: 1, endLine: 1, endColumn: 1 }, detail: "the file contains NUL bytes" },
      });
    });
  }

  // Near misses: source that holds a stray NUL (a raw one pasted into a template string parses) is read as text.
  const text: [string, string][] = [
    ["one NUL in a template string", source("a\0b")],
    ["two NULs in 2,000 bytes", source("\0x\0")],
  ];
  for (const [name, input] of text) {
    it(`text: ${name}`, () => {
      expect(decodeSource("/p/a.ts", Buffer.from(input))).toEqual({ text: input });
    });
  }
});

describe("a huge file", () => {
  // About 10 MB: one action without a description, then comment lines.
  const huge = () => {
    const line = `// ${"x".repeat(997)}\n`;
    return IMPORT + handler("huge.list") + line.repeat(10_000);
  };

  it("above maxFileSize (default 5 MB) is skipped with the too-large message; the rest is checked", async () => {
    const dir = project({ ...HEALTHY, "src/huge.ts": huge() });
    const { code, json, stderr } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      HEALTHY_RESULT,
      { ruleId: "unreadable-source", messageId: "tooLarge", file: "src/huge.ts", line: 1, column: 1, subject: "file:src/huge.ts" },
    ]);
    expect(json.results[1].message).toContain("(10.0 MB; maxFileSize is 5.0 MB)");
    expect(json.summary.actions).toBe(1);
    expect(code).toBe(1);
    expect(stderr).toBe("");
  });

  it("is read when the config raises maxFileSize", async () => {
    const dir = project({ ...HEALTHY, "src/huge.ts": huge(), ".summarylintrc.yaml": "maxFileSize: 20000000\n" });
    const { json } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      HEALTHY_RESULT,
      { ruleId: "missing-description", messageId: "missing", file: "src/huge.ts", ...at(huge(), "defineHandler("), subject: "action:huge.list" },
    ]);
    expect(json.summary.actions).toBe(2);
  });
});

describe("a project with nothing to check", () => {
  it("no files: exit 0, stylish prints nothing, one note on stderr", async () => {
    const dir = project();
    expect(await run(dir, [])).toEqual({
      code: 0,
      stdout: "",
      stderr: "summarylint: no source files found (include: **/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}, **/SKILL.md); nothing was checked\n",
    });
  });

  it("no files: json is a valid document with zero results", async () => {
    const { code, json } = await lintJson(project());
    expect(json.results).toEqual([]);
    expect(json.summary).toEqual({ errors: 0, warnings: 0, infos: 0, files: 0, actions: 0 });
    expect(code).toBe(0);
  });

  it("files without declarations: exit 0, and a note naming the presets", async () => {
    const dir = project({ "src/a.ts": "export const a = 1;\n", "src/b.ts": "export function b() { return 2; }\n" });
    expect(await run(dir, [])).toEqual({ code: 0, stdout: "", stderr: "summarylint: no action declarations found in 2 files (presets: kumiko)\n" });
    const { json } = await lintJson(dir);
    expect(json.summary).toEqual({ errors: 0, warnings: 0, infos: 0, files: 2, actions: 0 });
  });
});

describe("descriptions of any size and alphabet", () => {
  it("100,000 characters: the summary stays within 160 and summary-truncated says so", async () => {
    const description = `Fetch ${"many words ".repeat(9_090)}`.trim();
    expect(description.length).toBeGreaterThan(99_900);
    const source = IMPORT + handler("long.get", { description });
    const dir = project({ "src/long.ts": source });
    const { json } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      { ruleId: "summary-truncated", messageId: "truncated", file: "src/long.ts", ...at(source, '"Fetch'), subject: "action:long.get" },
    ]);
    const directory = await run(dir, ["directory", "-f", "json"]);
    const [long] = parseJson<DirectoryJson>(directory.stdout).directories[0].actions;
    expect(long.description).toBe(description);
    expect(long.summary.length).toBeLessThanOrEqual(160);
    expect(long.summary.endsWith("words…")).toBe(true);
    expect(long.truncated).toBe(true);
  });

  const alphabets: { name: string; description: string; fits: boolean }[] = [
    { name: "ja.list", description: "販売店の顧客を一覧表示します。".repeat(20), fits: false }, // no spaces: hard cut
    { name: "ja.short", description: "顧客を一覧表示します。", fits: true },
    { name: "ru.list", description: "Показать список клиентов дилера с их статусом и бюджетом, ".repeat(4), fits: false },
    { name: "ru.short", description: "Показать список клиентов.", fits: true },
    { name: "ar.list", description: "اعرض قائمة العملاء لدى الوكيل مع حالتهم وميزانيتهم ".repeat(5), fits: false },
    { name: "emoji.list", description: `List ${"🚗".repeat(200)}`, fits: false }, // a cut inside the emoji run
    { name: "emoji.odd", description: `x${"🚗".repeat(200)}`, fits: false }, // odd offset: a naive cut splits a pair
    { name: "emoji.short", description: "List the cars 🚗 of the dealer.", fits: true },
  ];

  it("in other alphabets: the directory JSON keeps them intact, within 160, with no lone surrogate", async () => {
    const dir = project({ "src/i18n.ts": IMPORT + alphabets.map((a) => handler(a.name, { description: a.description })).join("") });
    const { code, stdout } = await run(dir, ["directory", "-f", "json"]);
    expect(code).toBe(0);
    const actions = parseJson<DirectoryJson>(stdout).directories[0].actions;
    expect(actions.map((a) => a.name).sort()).toEqual(alphabets.map((a) => a.name).sort());
    for (const { name, description, fits } of alphabets) {
      const action = actions.find((a) => a.name === name)!;
      expect(action.description, name).toBe(description);
      expect(action.summary.length, name).toBeLessThanOrEqual(160);
      expect(LONE_SURROGATE.test(action.summary), name).toBe(false);
      expect(action.lineText, name).toBe(`${name} (read): ${action.summary}`);
      expect(action.truncated, name).toBe(!fits);
      if (fits) expect(action.summary, name).toBe(description);
      else expect(action.summary.endsWith("…"), name).toBe(true);
    }
    expect(actions.find((a) => a.name === "emoji.odd")!.summary).toBe(`x${"🚗".repeat(79)}…`);
  });
});

describe("an expression summarylint cannot evaluate", () => {
  it("is reported as unresolved-description (info), and the rest is checked", async () => {
    const source = `${IMPORT}import { t } from "i18next";\nexport const x = defineHandler({ name: "x.get", description: t("x.get") });\n`;
    const dir = project({ ...HEALTHY, "src/x.ts": source });
    const { code, json } = await lintJson(dir);
    expect(json.results.map(brief)).toEqual([
      HEALTHY_RESULT,
      { ruleId: "unresolved-description", messageId: "unresolved", file: "src/x.ts", ...at(source, 't("x.get")'), subject: "action:x.get" },
    ]);
    expect(code).toBe(1);
  });
});

describe("an invalid config", () => {
  const cases: { name: string; file: string; text: string; argv?: string[]; stderr: string }[] = [
    {
      name: "an unknown key, with the nearest valid one",
      file: ".summarylintrc.yaml",
      text: "presets: [kumiko]\nrulez:\n  missing-description: off\n",
      stderr: 'summarylint: .summarylintrc.yaml:2:1: unknown key "rulez" (did you mean "rules"?)\n',
    },
    {
      name: "an unknown rule id",
      file: ".summarylintrc.yaml",
      text: "rules:\n  missing-descriptoin: warn\n",
      stderr: 'summarylint: .summarylintrc.yaml:2:3: unknown rule "missing-descriptoin" (did you mean "missing-description"?)\n',
    },
    {
      name: "broken YAML",
      file: ".summarylintrc.yaml",
      text: "rules:\n  missing-description: [warn\n",
      stderr: "summarylint: .summarylintrc.yaml:3:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]\n",
    },
    {
      name: "a --config that does not exist",
      file: "unrelated.txt",
      text: "",
      argv: ["--config", "nothere.yaml"],
      stderr: "summarylint: nothere.yaml: no such config file; check the --config path\n",
    },
  ];

  for (const c of cases) {
    it(`${c.name}: exit 2, one line on stderr, nothing on stdout`, async () => {
      const dir = project({ ...HEALTHY, [c.file]: c.text });
      expect(await run(dir, c.argv ?? [])).toEqual({ code: 2, stdout: "", stderr: c.stderr });
      // The same for the other commands that read the config.
      expect((await run(dir, ["directory", "-f", "json", ...(c.argv ?? [])])).stderr).toBe(c.stderr);
    });
  }

  it("a wrong type names the value's line and column", async () => {
    const dir = project({ ".summarylintrc.json": '{\n  "maxFileSize": "big"\n}\n' });
    const result = await run(dir, ["-f", "json"]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^summarylint: \.summarylintrc\.json:2:18: [^\n]*maxFileSize[^\n]*\n$/);
  });

  it("--debug adds the stack", async () => {
    const dir = project({ ".summarylintrc.yaml": "rulez: {}\n" });
    const result = await run(dir, ["--debug"]);
    expect(result.code).toBe(2);
    expect(result.stderr.split("\n")[0]).toBe('summarylint: .summarylintrc.yaml:1:1: unknown key "rulez" (did you mean "rules"?)');
    expect(result.stderr).toMatch(/\n\s+at /);
  });
});

describe("no crash and no stack trace on any of the above", () => {
  it("all bad inputs in one project: every problem reported once, the healthy file still checked", async () => {
    const dir = fixture("bad-input/syntax-error");
    write(dir, {
      ...HEALTHY,
      "src/blob.ts": Uint8Array.from([0, 1, 2, 3]),
      "src/cafe.ts": Buffer.from(`${IMPORT}${handler("cafe.menu", { description: "Show the café menu." })}`, "latin1"),
    });
    fs.symlinkSync(path.join(dir, "nowhere.ts"), path.join(dir, "src", "gone.ts"));
    const { code, json, stderr } = await lintJson(dir);
    expect(json.results.filter((r) => r.ruleId === "unreadable-source").map((r) => `${r.file} ${brief(r).messageId}`)).toEqual([
      "src/blob.ts binary",
      "src/broken.ts syntax",
      "src/cafe.ts encoding",
      "src/gone.ts unreadable",
    ]);
    expect(json.results.filter((r) => r.ruleId === "missing-description").map((r) => r.subject.name)).toEqual([
      "before.list",
      "after.list",
      "healthy.list",
      "other.get",
    ]);
    expect(code).toBe(1);
    noStackTrace(stderr);
    expect(stderr).toBe("");
  });
});
