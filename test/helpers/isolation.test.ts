// `npm test` shares one module graph per worker among the test files (vitest.config.ts), except those that replace a
// module, spy on one, move the clock or change the process's environment: those must be listed in ISOLATED, or one
// file's mock would leak into the next. This finds them by what they write, and checks the list against it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../../vitest.config.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CHANGES_THE_PROCESS = /\bvi\.(?:mock|doMock|spyOn|useFakeTimers|stubGlobal|stubEnv)\b|process\.chdir\(|process\.env\.[A-Za-z_]+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env|globalThis\.[A-Za-z_]+\s*=[^=]/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === "fixtures" ? [] : testFiles(rel);
    return e.name.endsWith(".test.ts") ? [rel] : [];
  });
}

describe("test isolation", () => {
  it("every test file that changes the process or a module runs isolated, and only those are listed", () => {
    const changing = testFiles("test").filter((f) => f !== "test/helpers/isolation.test.ts" && CHANGES_THE_PROCESS.test(fs.readFileSync(path.join(root, f), "utf8")));
    expect(changing.sort()).toEqual([...ISOLATED].sort());
  });

  it("the pattern finds each way a file changes the process, and not a comparison", () => {
    const table: [string, boolean][] = [
      ['vi.mock("../src/a.js");', true],
      ["vi.spyOn(console, 'log');", true],
      ["vi.useFakeTimers();", true],
      ['process.chdir("/tmp");', true],
      ['process.env.NO_COLOR = "1";', true],
      ['process.env["FORCE_COLOR"] = "0";', true],
      ["delete process.env.HOME;", true],
      ["globalThis.fetch = stub;", true],
      ["if (process.env.CI === 'true') skip();", false],
      ["const mocked = vi.fn();", false],
    ];
    for (const [text, changes] of table) expect([text, CHANGES_THE_PROCESS.test(text)]).toEqual([text, changes]);
  });
});
