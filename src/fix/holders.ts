// How many items' descriptions hold a piece of source text (a const several declarations use): a fix of shared text
// says how many actions it changes. Asked once per proposal whose text is not written in the item's own expression;
// every item of the project was searched for each (a file of a thousand consts with a fix each: a million searches).
// Now only the items whose description has a word of the piece are searched, once per text.
import type { CatalogItem } from "../types.js";
import type { TextPiece } from "./pieces.js";

/** A piece's place in the source: its file and the offset of its first character. */
export function pieceKey(piece: TextPiece): string {
  return `${piece.file}\0${piece.map[0]}`;
}

const WORD = /[\p{L}\p{N}_]+/gu;

export class Holders {
  /** Items with a known description, by each word of it. */
  private byWord: Map<string, CatalogItem[]> | undefined;
  /** For each text asked about: of the items whose description contains it, how many hold each piece. */
  private readonly byText = new Map<string, Map<string, number>>();

  constructor(
    private readonly items: readonly CatalogItem[],
    /** The places of the text pieces an item's description is laid out from (undefined: it cannot be). */
    private readonly placesOf: (item: CatalogItem) => Iterable<string> | undefined,
  ) {}

  /** How many items' descriptions are laid out from this piece. */
  count(piece: TextPiece): number {
    let counts = this.byText.get(piece.cooked);
    if (!counts) {
      counts = new Map();
      for (const item of this.candidates(piece.cooked)) {
        if (item.descriptionStatus !== "ok" || !item.description?.includes(piece.cooked)) continue;
        for (const key of new Set(this.placesOf(item))) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      this.byText.set(piece.cooked, counts);
    }
    return counts.get(pieceKey(piece)) ?? 0;
  }

  /**
   * The items whose description may contain `text`: those with its rarest inner word (a word with text on both sides
   * within `text` is a whole word wherever `text` occurs; one at an edge may be part of a longer word). Without an
   * inner word, every item.
   */
  private candidates(text: string): readonly CatalogItem[] {
    const byWord = (this.byWord ??= this.index());
    let best: readonly CatalogItem[] | undefined;
    for (const m of text.matchAll(WORD)) {
      if (m.index === 0 || m.index + m[0].length === text.length) continue;
      const list = byWord.get(m[0]) ?? [];
      if (best === undefined || list.length < best.length) best = list;
    }
    return best ?? this.items;
  }

  private index(): Map<string, CatalogItem[]> {
    const byWord = new Map<string, CatalogItem[]>();
    for (const item of this.items) {
      if (item.descriptionStatus !== "ok" || item.description === undefined) continue;
      for (const word of new Set(item.description.match(WORD))) {
        const list = byWord.get(word);
        if (list) list.push(item);
        else byWord.set(word, [item]);
      }
    }
    return byWord;
  }
}
