// `npm run schema`: writes the config's JSON Schema (schema/summarylintrc.schema.json) from the definition the
// validator uses (src/config/definition.ts) and the registry's rules. Run it after changing either; a test
// (test/config/json-schema.test.ts) fails while the shipped file differs from what this writes.
//
//   node dist/scripts/generate-schema.js

import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { writeAtomically } from "../src/base/output-file.js";
import { SCHEMA_FILE, configSchemaText } from "../src/config/json-schema.js";
import { RULE_INFOS } from "../rules/index.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
writeAtomically(path.join(root, SCHEMA_FILE), configSchemaText(RULE_INFOS));
process.stdout.write(`Wrote ${SCHEMA_FILE}\n`);
