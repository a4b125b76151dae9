// Token estimates (issue 10 §3, issue 12): the o200k encoding of gpt-tokenizer, whose tables ship inside the
// package and work offline. An estimate: each model family counts its own way. Loaded on first use only (about
// 200 ms): `lint` never needs it.
import { createRequire } from "node:module";

type CountTokens = (text: string, options?: { disallowedSpecial?: Set<string> }) => number;

let count: CountTokens | undefined;

/**
 * Special tokens' text (`<|im_start|>`, `<|endoftext|>`, which injected descriptions carry) is counted as the plain
 * text it is, as a provider tokenizes a tool's text; by default gpt-tokenizer throws on it.
 */
const AS_TEXT = { disallowedSpecial: new Set<string>() };

/** The number of o200k tokens in `text`. */
export function estimateTokens(text: string): number {
  if (text === "") return 0;
  count ??= (createRequire(import.meta.url)("gpt-tokenizer/encoding/o200k_base") as { countTokens: CountTokens }).countTokens;
  return count(text, AS_TEXT);
}
