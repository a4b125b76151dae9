// The YAML library, loaded on first use: a project without a config file never reads YAML, and loading it costs
// ~20 ms of a warm --cache run (docs/design.md#speed). Its CommonJS build is required synchronously, as config
// loading is.
import { createRequire } from "node:module";
import type { Document, DocumentOptions, Node, ParseOptions, SchemaOptions } from "yaml";

type Yaml = typeof import("yaml");
let loaded: Yaml | undefined;

export function yaml(): Yaml {
  return (loaded ??= createRequire(import.meta.url)("yaml") as Yaml);
}

/** What the yaml package says of a key written twice in one mapping (its `uniqueKeys` check). */
const DUPLICATE_KEY = "Map keys must be unique";

/**
 * A YAML document, parsed as the yaml package's `uniqueKeys` option would have it: a key written twice in one
 * mapping is a DUPLICATE_KEY error at the second one. The package's own check compares each key with every key before
 * it in its mapping (a front matter of 100,000 keys took minutes); here each mapping's keys go into a Set, in one walk
 * of the document after it is parsed.
 */
export function parseYamlDocument(source: string, options: ParseOptions & DocumentOptions & SchemaOptions = {}): Document.Parsed {
  const doc = yaml().parseDocument(source, { ...options, uniqueKeys: false });
  for (const offset of duplicateKeys(doc.contents)) {
    doc.errors.push(new (yaml().YAMLParseError)([offset, offset + 1], "DUPLICATE_KEY", DUPLICATE_KEY));
  }
  return doc;
}

/**
 * The offsets of the keys that repeat an earlier key of the same mapping, in document order. Keys are equal as the
 * package's check has them: scalars of the same value (`1` and `"1"` differ; NaN is no value twice); a mapping or
 * list as a key equals no other. Keys and values are walked alike (a mapping used as a key is checked too); aliases
 * are not followed, as the parser does not follow them either. A stack, not recursion: nesting is the parser's limit.
 */
function duplicateKeys(root: unknown): number[] {
  const { isMap, isPair, isScalar, isSeq } = yaml();
  const offsets: number[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isPair(node)) {
      stack.push(node.value, node.key);
    } else if (isMap(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        const key = pair.key as Node | null;
        if (isScalar(key) && !Number.isNaN(key.value)) {
          if (seen.has(key.value)) offsets.push(key.range?.[0] ?? 0);
          else seen.add(key.value);
        }
      }
      for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i]);
    } else if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i]);
    }
    // A scalar, an alias or null (an empty key or value) has nothing below it.
  }
  return offsets.sort((a, b) => a - b);
}
