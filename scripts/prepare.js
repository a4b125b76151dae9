// npm's `prepare` hook: builds dist/ where nothing else would. npm runs `prepare` on `npm install` / `npm ci` in a
// clone (so `npm start` and `npm test` find dist/) and when a project installs summarylint from a git URL (npm clones
// it, installs its devDependencies and runs only `prepare` before packing it). A package from the registry or from
// an `npm pack` tarball already holds dist/ and never runs it. `npm pack` and `npm publish` build in `prepack`
// (from a clean dist/), then run `prepare` too: that second build is skipped.
import { spawnSync } from "node:child_process";

const command = process.env.npm_command;
if (command === "pack" || command === "publish") process.exit(0);
const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
process.exit(result.status ?? 1);
