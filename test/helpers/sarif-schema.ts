// The official SARIF 2.1.0 schema (shipped by @microsoft/jest-sarif as draft-04), compiled by ajv as draft-07.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv, type ValidateFunction } from "ajv";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SARIF_SCHEMA_FILE = path.join(REPO, "node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json");

export function sarifValidator(): ValidateFunction {
  const draft04 = JSON.parse(fs.readFileSync(SARIF_SCHEMA_FILE, "utf8")) as { id: string } & Record<string, unknown>;
  // The same schema in draft-07 words: `$schema` names draft-07 and the schema's `id` becomes `$id`.
  const { id, ...rest } = draft04;
  const schema = { ...rest, $schema: "http://json-schema.org/draft-07/schema#", $id: id };
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    // The schema's `language` pattern ("…{2}]?$") is valid only without the u flag, as draft-04 tools read it.
    unicodeRegExp: false,
    // The formats the schema uses, checked rather than ignored.
    formats: {
      uri: (s: string) => !/\s/.test(s) && /^[a-z][a-z0-9+.-]*:/i.test(s) && URL.canParse(s),
      "uri-reference": (s: string) => !/\s/.test(s) && !/%(?![0-9a-f]{2})/i.test(s) && URL.canParse(s, "file:///base/"),
      "date-time": (s: string) => !Number.isNaN(Date.parse(s)),
    },
  });
  return ajv.compile(schema);
}
