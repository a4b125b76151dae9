import { cutsPhrase, placeOf, tailOf } from "../src/lint/items.js";
import { defineRule } from "../src/lint/rule.js";
import { cutActions, cutServers, type ClientCut } from "../src/summarize/client-cut.js";
import type { Action, Server } from "../src/types.js";
import { thousands } from "../src/base/plural.js";

export default defineRule({
  id: "summary-truncated",
  defaultSeverity: "info",
  description: "Report action summaries that the length cap cuts, and tool descriptions and server instructions that a client they ship to cuts",
  options: {},
  messages: {
    truncated:
      'The summary of "{{name}}" is cut after {{kept}} characters and ends at “{{end}}”; {{lost}} characters never reach the model. Put what it does and what the model must know before the cut.',
    clientCut:
      '{{cuts}}: the description of "{{name}}" is {{length}} characters long, so its last {{lost}} never reach the model there, and what the model reads ends at “{{end}}”. Put what it does and what the model must know first, or shorten it.',
    serverCut:
      '{{cuts}}: the instructions of server "{{name}}" are {{length}} characters long, so their last {{lost}} never reach the model there, and what the model reads ends at “{{end}}”. Put what the model must know first, or shorten them.',
  },
  check({ catalog, summaries, clientCuts, report }) {
    const reportCut = (item: Action | Server, cuts: ClientCut[]) => {
      const shortest = cuts[0].summary;
      report({
        messageId: item.type === "server" ? "serverCut" : "clientCut",
        data: {
          name: item.name,
          cuts: cutsPhrase(cuts, item.type === "server" ? "instructions" : "description"),
          length: thousands(shortest.normalized.length),
          lost: thousands(shortest.lostChars),
          end: tailOf(shortest.text, 30),
        },
        ...placeOf(item),
      });
    };
    for (const [item, cuts] of cutActions(clientCuts)) reportCut(item, cuts);
    for (const [server, cuts] of cutServers(clientCuts)) reportCut(server, cuts);
    for (const action of catalog.actions) {
      const summary = summaries.get(action);
      if (action.descriptionStatus !== "ok" || !summary?.truncated) continue;
      report({
        messageId: "truncated",
        data: { name: action.name, kept: summary.cutOffset, lost: summary.lostChars, end: tailOf(summary.text, 30) },
        ...placeOf(action),
      });
    }
  },
});
