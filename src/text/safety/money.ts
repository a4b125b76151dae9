// Wording that says an action moves money (`risk-not-declared`): transfers, payments, charges, refunds
// and trades, with an object that is money. Verbs alone are not enough ("send a payment reminder", "transfer a
// ticket", "swap two columns"), nor are nouns ("list payments", "get the balance").

const MONEY = String.raw`(?:funds|money|cash|tokens?|crypto(?:currency)?|coins?|eth|ether|usdc|usdt|sol|btc|bitcoin|stablecoins?|native\s+currency|assets|\$\s?\d[\d,.]*|€\s?\d[\d,.]*|\d[\d,.]*\s?(?:usd|eur|dollars|euros))`;
const PATTERNS = [
  String.raw`\b(?:transfer|send|wire|withdraw|deposit|bridge|stake|donate|tip|move)(?:s|es)?\s+(?:\w+\s+){0,3}?${MONEY}\b`,
  String.raw`\b(?:charge|bill)s?\s+(?:the\s+|a\s+)?(?:customer|card|credit\s+card|user|payment\s+method|account)\b`,
  String.raw`\b(?:make|makes|execute|executes|process|processes|submit|submits|send|sends|initiate|initiates)\s+(?:a\s+|the\s+)?(?:payment|payout|wire\s+transfer|bank\s+transfer)\b(?!\s+(?:reminder|link|request|notification|confirmation|receipt))`,
  String.raw`\b(?:pay|pays)\s+(?:an?\s+|the\s+)?(?:invoice|bill|merchant|recipient|vendor)\b`,
  String.raw`\b(?:issue|issues|create|creates)\s+(?:a\s+)?refund\b(?!\s+(?:draft|request|preview|estimate|quote|link))`,
  String.raw`\b(?:buy|buys|sell|sells|purchase|purchases|swap|swaps|trade|trades)\s+(?:\w+\s+){0,2}?(?:tokens?|crypto|shares|stocks?|nfts?|${MONEY})\b`,
];
const RE = new RegExp(PATTERNS.join("|"), "iu");

export interface MoneyMovement {
  phrase: string;
  offset: number;
}

/** The first wording in `text` that moves money, or null. */
export function findMoneyMovement(text: string): MoneyMovement | null {
  const m = RE.exec(text);
  return m === null ? null : { phrase: m[0], offset: m.index };
}
