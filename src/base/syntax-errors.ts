// What a config's syntax error says: the kind of problem, in summarylint's words, never the yaml package's message
// when that message can quote the file (`Unresolved alias …: *x`, `Not a YAML token: …`, a code frame). A config
// that is really a `.env` file must not have its content copied into a CI log (docs/design.md#hostile-input); the
// position is given by the caller as line and column.

/** The parser's messages that are fixed text, kept as they are (they are precise and never quote the file). */
const FIXED = new Set([
  "A block sequence may not be used as an implicit map key",
  "A node can have at most one anchor",
  "A node can have at most one tag",
  "Alias cannot be an empty string",
  "All mapping items must start at the same column",
  "All sequence items must start at the same column",
  "An alias node must not specify any properties",
  "Anchor cannot be an empty string",
  "Block collections are not allowed within flow collections",
  "Comments must be separated from other tokens by white space characters",
  "Implicit keys need to be on a single line",
  "Implicit keys of flow sequence pairs need to be on a single line",
  "Implicit map keys need to be followed by map values",
  "Missing closing \"quote",
  "Missing closing 'quote",
  "Nested mappings are not allowed in compact mappings",
  "Sequence item without - indicator",
  "Tabs are not allowed as indentation",
  "Tags and anchors must be separated from the next token by white space",
]);

/** Messages made from a template whose blanks are the parser's own words (a collection or token type). */
const TEMPLATES = [
  /^Flow (?:map|sequence) (?:in block collection must be sufficiently indented and )?(?:must )?end with a [\]}]$/,
  /^(?:Missing , between|Missing , or : between|Unexpected empty item in|Missing space after : in) flow (?:map|sequence)(?: items)?$/,
  /^Unexpected [a-z-]+ (?:at node end|token)$/,
];

/** By error code, for every other message. */
const KINDS: Record<string, string> = {
  ALIAS_PROPS: "an alias (*name) cannot have an anchor or a tag",
  BAD_ALIAS: "an alias (*name) or anchor (&name) is not well formed, or names no anchor set before it",
  BAD_COLLECTION_TYPE: "a tag does not fit the collection it is on",
  BAD_DIRECTIVE: "a %-directive line is not well formed",
  BAD_DQ_ESCAPE: "a double-quoted string has an invalid escape sequence; write \\\\ for a backslash",
  BAD_INDENT: "the indentation is wrong here",
  BAD_PROP_ORDER: "an anchor or tag is in the wrong place",
  BAD_SCALAR_START: "a plain value cannot start with this character; put the value in quotes",
  BLOCK_AS_IMPLICIT_KEY: "a block cannot be used as a key",
  BLOCK_IN_FLOW: "block collections are not allowed within [ ] or { }",
  DUPLICATE_KEY: "a key appears twice in the same object; keep one of them",
  IMPOSSIBLE: "the parser cannot read the file from here",
  KEY_OVER_1024_CHARS: "a key is longer than 1024 characters",
  MISSING_CHAR: "a character is missing here (a closing quote or bracket, a colon after a key, a comma between items)",
  MULTILINE_IMPLICIT_KEY: "a key runs over more than one line",
  MULTIPLE_ANCHORS: "a value has more than one anchor",
  MULTIPLE_DOCS: "the file holds more than one document; keep a single document (remove the extra ---)",
  MULTIPLE_TAGS: "a value has more than one tag",
  NON_STRING_KEY: "a key is not a plain name",
  RESOURCE_EXHAUSTION: "aliases (*name) expand the file beyond what summarylint reads",
  TAB_AS_INDENT: "tabs are not allowed as indentation",
  TAG_RESOLVE_FAILED: "a !tag is not one summarylint reads; remove it",
  UNEXPECTED_TOKEN: "unexpected text here",
};

/** The kind of a syntax error with yaml's `code` and `message`, without any text of the file. */
export function syntaxMessage(code: string, message: string): string {
  // The parser ran out of stack (5,000 nested `{`): the file nests too deeply, no alias is involved.
  if (code === "RESOURCE_EXHAUSTION" && message.startsWith("Maximum call stack")) return "the file nests too deeply to be read";
  if (code !== "DUPLICATE_KEY" && code !== "MULTIPLE_DOCS" && (FIXED.has(message) || TEMPLATES.some((t) => t.test(message)))) {
    return message;
  }
  return KINDS[code] ?? "the parser cannot read the file from here";
}
