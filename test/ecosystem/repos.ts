// The pinned list of public code the ecosystem check runs on (repos.json) and where its checkouts live.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface EcoRepo {
  /** Folder name of the checkout and key of every result. */
  name: string;
  /** owner/name on GitHub. */
  repo: string;
  commit: string;
  /** The folder inside the repository that is linted ("." for all of it). */
  path: string;
  /** What kind of code it is (which preset it exercises, or the framework it shows). */
  covers: string;
}

/** repos.json, or the list $SUMMARYLINT_REPOS names (a fresh draw's, in the same format). */
export function loadRepos(): EcoRepo[] {
  const file = process.env.SUMMARYLINT_REPOS ? path.resolve(process.env.SUMMARYLINT_REPOS) : path.join(sourceDir(), "repos.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { repositories: EcoRepo[] }).repositories;
}

/** test/ecosystem of the checkout, whether this runs from dist/ or not. */
export function sourceDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return path.join(dir, "test", "ecosystem");
}

/** Where the checkouts are: $SUMMARYLINT_ECOSYSTEM, or undefined when it is not set. */
export function ecosystemDir(): string | undefined {
  const dir = process.env.SUMMARYLINT_ECOSYSTEM;
  return dir ? path.resolve(dir) : undefined;
}
