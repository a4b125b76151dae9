// A description given through an i18n call that carries its fallback text (`t("KEY", "Adds a new item.")`,
// `i18n.t("KEY", { defaultValue: "…" })`) evaluates to that text: it is what the source says
// (docs/design.md#static-evaluation). Also: an n8n operation value given as an imported const, and common-tags'
// codeBlock tag.
import { describe, expect, it } from "vitest";
import { catalogOf } from "../helpers/project.js";

function describeOne(expr: string) {
  const source = `import { t } from "i18next";\nimport i18n from "i18next";\nconst PREFIX = "Adds ";\nexport const add = defineHandler({ name: "item.add", description: ${expr} });\n`;
  return catalogOf({ "src/items.ts": source }).actions[0];
}

describe("i18n calls with a fallback", () => {
  it.each([
    ["t(key, text)", `t("items.add", "Adds a new item.")`, "Adds a new item."],
    ["i18n.t(key, { defaultValue })", `i18n.t("items.add", { defaultValue: "Adds a new item." })`, "Adds a new item."],
  ])("%s is the fallback, and the key is recorded", (_title, expr, expected) => {
    const action = describeOne(expr);
    expect([action.descriptionStatus, action.description, action.descriptionKey]).toEqual(["ok", expected, "items.add"]);
  });

  it.each([
    ["a plain literal", `"Adds a new item."`],
    ["a fallback that is not the text read (built from a const)", `t("items.add", PREFIX + "a new item.")`],
  ])("near miss: %s records no key", (_title, expr) => {
    expect(describeOne(`${expr}`).descriptionKey).toBeUndefined();
  });

  it.each([
    ["t(key) without a fallback", `t("items.add")`],
    ["a key that is not a literal", `t(KEY, "Adds a new item.")`],
    ["another function with two arguments", `translate("items.add", "Adds a new item.")`],
  ])("%s stays unresolved", (_title, expr) => {
    expect(describeOne(expr).descriptionStatus).toBe("unresolved");
  });
});

describe("an n8n operation value given as an imported const", () => {
  it("is the operation's name", () => {
    const catalog = catalogOf(
      {
        "nodes/Hosting/operations.ts": `export const OPERATION_GET = "get";\n`,
        "nodes/Hosting/ServerDescription.ts": `import type { INodeProperties } from "n8n-workflow";
import { OPERATION_GET } from "./operations.js";
export const serverOperations: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", options: [{ name: "Get", value: OPERATION_GET, action: "Get a server" }] },
];
`,
      },
      { presets: ["n8n"] },
    );
    expect(catalog.actions.map((a) => [a.name, a.description])).toEqual([["get", "Get a server"]]);
  });
});

describe("common-tags' codeBlock", () => {
  it("passes its template through", () => {
    const source = `import { codeBlock } from "common-tags";\nconst example = codeBlock\`deploy()\`;\nexport const d = defineHandler({ name: "fn.deploy", description: \`Deploy a function. Example: \${example}\` });\n`;
    expect(catalogOf({ "src/fn.ts": source }).actions[0].description).toBe("Deploy a function. Example: deploy()");
  });
});
