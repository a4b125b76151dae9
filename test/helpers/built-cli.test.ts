// The built copy of the package is made once per run (vitest.config.ts's global setup gives the run its folder):
// every test file that asks gets the same launcher, and a file that asks while another builds waits for that build.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildCli } from "./built-cli.js";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A run's folder where another test file holds the build: `then` is what it writes after 300 ms. */
function buildingElsewhere(then: "built" | "failed"): string {
  const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "summarylint-run-test-")));
  folders.push(folder);
  fs.mkdirSync(path.join(folder, "building"));
  const write = `setTimeout(() => require("fs").writeFileSync(${JSON.stringify(path.join(folder, then))}, "tsc produced no dist/src/cli/main.js"), 300)`;
  spawn(process.execPath, ["-e", write], { stdio: "ignore" });
  return folder;
}

describe("buildCli", () => {
  it("gives every caller of the run the one copy in the run's folder, which remove() leaves for the others", () => {
    const first = buildCli();
    const second = buildCli();
    expect(second.launcher).toBe(first.launcher);
    expect(first.launcher).toBe(path.join(inject("builtCliFolder"), "package/bin/summarylint.js"));
    first.remove();
    const version = spawnSync(process.execPath, [second.launcher, "--version"], { encoding: "utf8" });
    expect({ status: version.status, stderr: version.stderr }).toEqual({ status: 0, stderr: "" });
  }, 60_000);

  it("waits while another file builds, and returns its copy once built", () => {
    const folder = buildingElsewhere("built");
    expect(buildCli(folder).launcher).toBe(path.join(folder, "package/bin/summarylint.js"));
  });

  it("throws what the other file's build threw", () => {
    expect(() => buildCli(buildingElsewhere("failed"))).toThrow(/^tsc produced no dist\/src\/cli\/main\.js$/);
  });
});
