// The YAML library, loaded on first use: a project without a config file never reads YAML, and loading it costs
// ~20 ms of a warm --cache run (issue 13). Its CommonJS build is required synchronously, as config loading is.
import { createRequire } from "node:module";

type Yaml = typeof import("yaml");
let loaded: Yaml | undefined;

export function yaml(): Yaml {
  return (loaded ??= createRequire(import.meta.url)("yaml") as Yaml);
}
