// From what a rule proposes to fixes and suggestions of source text (docs/design.md#fixes, ESLint's fix/suggestion
// split). A proposal is an edit of an item's description; here it is laid over the pieces of source that hold the text
// (pieces.ts) and lands on the one literal or template part it falls in, escaped for that literal. An edit that
// spans a substitution, or text the source does not hold as written (trimmed, dedented, translated), gets none.
// Text that other actions share (a factory's template, a const several declarations use) is never fixed by
// `--fix`: the edit is offered as a suggestion whose title says how many actions it changes.
import type { Catalog, CatalogItem, Location } from "../types.js";
import type { Diagnostic, Fix, Proposal } from "../lint/diagnostic.js";
import { sameStart } from "../resolve/item.js";
import { Holders, pieceKey } from "./holders.js";
import { escapeFor, layOver, piecesOf, type Piece, type TextPiece } from "./pieces.js";
import { Sources, type ReadText } from "./sources.js";
import { stubEdit } from "./stub.js";
import { count } from "../base/plural.js";

/**
 * An item's description as pieces of source, with where each piece starts in the description, and the file and
 * offsets of the expression written at the item's location.
 */
interface Laid {
  pieces: Piece[];
  starts: number[];
  file: string;
  span: [number, number];
}

export class Fixer {
  private readonly sources: Sources;
  private readonly laid = new Map<CatalogItem, Laid | null>();
  private readonly items: CatalogItem[];
  /** How many items are described, and declared, at each place (`file:line:column`): counted once, asked per proposal. */
  private described: Map<string, number> | undefined;
  private declared: Map<string, number> | undefined;
  private holders: Holders | undefined;

  constructor(catalog: Catalog, read: ReadText) {
    this.sources = new Sources(catalog.files, catalog.root, read);
    this.items = [...catalog.actions, ...catalog.uncallable, ...catalog.features, ...catalog.entities, ...catalog.triggers];
  }

  /** The fix (the first mechanical proposal that can be applied alone) and the suggestions (all the others). */
  fixesOf(proposals: readonly Proposal[]): Pick<Diagnostic, "fix" | "suggestions"> {
    const out: Pick<Diagnostic, "fix" | "suggestions"> = {};
    for (const proposal of proposals) {
      const made = this.attempt(proposal);
      if (made === undefined) continue;
      if (made.alone && out.fix === undefined) out.fix = made.fix;
      else (out.suggestions ??= []).push(made.fix);
    }
    return out;
  }

  /**
   * A proposal's fix, or none when its source is beyond what is worth reading again: a text nested past the
   * stack (a generated 50,000-term concatenation) is still linted, it just gets no fix.
   */
  private attempt(proposal: Proposal): { fix: Fix; alone: boolean } | undefined {
    try {
      return proposal.kind === "text" ? this.textFix(proposal) : this.stubFix(proposal);
    } catch (error) {
      if (error instanceof RangeError) return undefined;
      throw error;
    }
  }

  private textFix(p: Extract<Proposal, { kind: "text" }>): { fix: Fix; alone: boolean } | undefined {
    const laid = this.layOut(p.item);
    if (!laid) return undefined;
    const k = laid.pieces.findIndex((piece, i) => piece.kind === "text" && laid.starts[i] <= p.start && p.end <= laid.starts[i] + piece.cooked.length);
    if (k < 0) return undefined;
    const piece = laid.pieces[k] as TextPiece;
    const at = laid.starts[k];
    const range: [number, number] = [piece.map[p.start - at], piece.map[p.end - at]];
    const sharing = this.ownText(laid, piece) ? this.atSamePlace(p.item) : this.sharing(piece);
    const shared = p.item.instantiatedAt !== undefined || sharing > 1;
    const title = shared ? `${p.title} (shared text: this changes ${count(sharing, "action")})` : p.title;
    return { fix: { title, edits: [{ file: piece.file, range, text: escapeFor(piece.quote, p.text) }] }, alone: p.mechanical && !shared };
  }

  private stubFix(p: Extract<Proposal, { kind: "stub" }>): { fix: Fix; alone: boolean } | undefined {
    if (!sameStart(p.item.loc, p.item.declarationLoc)) return undefined; // a description is written, and is undefined
    const at = this.sources.nodeAt(p.item.declarationLoc);
    const edit = at && stubEdit(at.node, at.parsed, p.text);
    if (!edit) return undefined;
    const sharing = (this.declared ??= countByPlace(this.items.map((item) => item.declarationLoc))).get(placeKey(p.item.declarationLoc)) ?? 0;
    const shared = p.item.instantiatedAt !== undefined || sharing > 1;
    const title = shared ? `${p.title} (in a factory: this changes ${count(sharing, "action")})` : p.title;
    return { fix: { title, edits: [edit] }, alone: false };
  }

  /**
   * Is the piece written in the expression at the item's own location (a literal or template in its declaration)?
   * Then only the items described at that same place hold it (a factory's instances, a loop's elements): no other
   * item's expression contains it, so the search of every item below is not needed.
   */
  private ownText(laid: Laid, piece: TextPiece): boolean {
    return piece.file === laid.file && piece.map[0] >= laid.span[0] && piece.map[piece.map.length - 1] <= laid.span[1];
  }

  /** How many items are described by the expression at this item's location. */
  private atSamePlace(item: CatalogItem): number {
    return (this.described ??= countByPlace(this.items.map((other) => other.loc))).get(placeKey(item.loc)) ?? 0;
  }

  /** How many items' descriptions hold this piece of source. */
  private sharing(piece: TextPiece): number {
    this.holders ??= new Holders(this.items, (item) => this.layOut(item)?.pieces.flatMap((other) => (other.kind === "text" ? [pieceKey(other)] : [])));
    return this.holders.count(piece);
  }

  private layOut(item: CatalogItem): Laid | undefined {
    let found = this.laid.get(item);
    if (found === undefined) {
      found = null;
      const at = item.description === undefined ? undefined : this.sources.nodeAt(item.loc);
      if (at && item.description !== undefined) {
        const pieces = piecesOf(at.node, at.parsed, this.sources.lookup);
        const starts = layOver(pieces, item.description, item.joins ?? []);
        if (starts) found = { pieces, starts, file: at.parsed.file, span: [at.node.getStart(at.parsed.sf), at.node.getEnd()] };
      }
      this.laid.set(item, found);
    }
    return found ?? undefined;
  }
}

/** Where a location starts, as one key: the file, line and column that `sameStart` compares. */
function placeKey(loc: Location): string {
  return `${loc.file}:${loc.line}:${loc.column}`;
}

function countByPlace(locations: readonly Location[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const loc of locations) {
    const key = placeKey(loc);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
