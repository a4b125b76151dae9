// npm's `prepare` hook: builds dist/ where nothing else would. npm runs `prepare` on `npm install` / `npm ci` in a
// clone (so `npm start` and `npm test` find dist/) and when a project installs summarylint from a git URL (npm clones
// it, installs its devDependencies and runs only `prepare` before packing it). A package from the registry or from
// an `npm pack` tarball already holds dist/ and never runs it (nor holds this script). `npm pack` and `npm publish`
// build in `prepack` (from a clean dist/), then run `prepare` too: that second build is skipped.
// The build needs the devDependencies (the TypeScript compiler, the bundler): an install without them
// (`npm install --omit=dev` in a clone) is not failed by a build that cannot run; it says so, and the launcher says
// what to do when it is started without a build.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const command = process.env.npm_command;
if (command === "pack" || command === "publish") process.exit(0);

const require = createRequire(import.meta.url);
const missing = ["typescript", "rolldown"].filter((name) => {
  try {
    require.resolve(`${name}/package.json`);
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  process.stderr.write(`summarylint: not built (${missing.join(" and ")} not installed: the build needs the devDependencies); run "npm install" and then "npm run build"\n`);
  process.exit(0);
}
const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
process.exit(result.status ?? 1);
