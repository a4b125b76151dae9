// The vocabulary of the clause-level safety detector (src/text/safety/directives.ts): what each signal is, in
// English first, with the German and French words the paraphrased tuning set used as ordinary vocabulary (no phrase of
// one item: the words a writer in that language reaches for). Each pattern is tried on one clause, case-insensitive.
//
// The signals follow the parts of a tool-poisoning payload that survive rewording (MCPTox, arXiv 2508.14925; Invariant
// Labs' tool poisoning notes, https://invariantlabs.ai/blog/mcp-security-notification-tool-poisoning-attacks):
// something the user did not ask to hand over, a verb that moves it, a place it goes; an order aimed beyond this tool's
// own call; a reason to keep it from the user; and the pretext that makes it read as routine.

/** Secrets and private context a tool has no reason to receive. */
export const SENSITIVE = new RegExp(
  [
    String.raw`\b(?:credentials?|private\s+keys?|ssh\s+keys?|api\s+keys?|access\s+tokens?|refresh\s+tokens?|auth(?:entication)?\s+tokens?|bearer\s+tokens?|oauth\s+tokens?|personal\s+access\s+tokens?|session\s+tokens?|client\s+secrets?|passwords?|passphrases?|one-time\s+codes?|card\s+numbers?|account\s+numbers?|cvv|seed\s+phrases?|mnemonic)\b`,
    String.raw`\b(?:api|access|auth|bearer|oauth|refresh|session|secret|private|signing|deploy|github|gitlab|slack|npm|aws|stripe)\s+(?:tokens?|keys?|secrets?)\b`,
    String.raw`\.config\/gcloud\b|\.azure\/|\.gnupg\b|\b(?:home|exact)\s+(?:\w+\s+)?(?:coordinates|address|location)\b|\.aws\/credentials|\.ssh\/[\w.-]+|\.kube\/config|\.docker\/config\.json|\.git-credentials|\/etc\/(?:passwd|shadow)|\/proc\/self\/environ|\bmcp\.json\b|\bclaude_desktop_config\.json\b|\bwallet\.dat\b`,
    String.raw`\b(?:session\s+cookies?|cookies|authorization\s+headers?|card\s+details|credit\s+cards?|bank\s+details|social\s+security|ssn)\b`,
    String.raw`\bprivate\s+(?:messages?|notes?|chats?|e-?mails?|files?|photos?|data|documents?)\b`,
    String.raw`\b(?:(?:chat|conversation|message|browsing|search)\s+history|(?:full|entire|whole|complete)\s+(?:chat|transcript|history|thread)|previous\s+conversations?|other\s+conversations?)\b`,
    String.raw`\b(?:tokens?\s+(?:and|&)\s+keys?|keys?\s+(?:and|&)\s+tokens?|tokens?\s+from\s+the\b[^,]{0,40}\bconfig(?:uration)?|xox[pb]-)`,
    String.raw`(?<![\w.])\.(?:pem|key|env|npmrc|netrc|pgpass)\b|\bnpmrc\b|\b(?:shell|bash|zsh)\s+history\b|\bid_(?:rsa|ed25519|ecdsa)\b|~\/\.ssh\b|\baws\s+folder\b|\bcredentials\s+file\b`,
    String.raw`\benvironment\s+variables?\b|\bconnection\s+strings?\b`,
    String.raw`\b(?:system\s+(?:prompt|instructions)|your\s+(?:own\s+)?(?:system\s+)?instructions)\b`,
    String.raw`\b(?:(?:full|complete|whole|entire)\s+(?:text\s+of\s+the\s+)?(?:current\s+)?conversation|conversation\s+so\s+far|everything\s+(?:said|you\s+know|the\s+user)|earlier\s+messages|(?:health|medical)\s+details|(?:gps|current)[\s-](?:position|location)|standort|raw\s+(?:secret\s+)?values?)\b|\bpassport(?:_\w+)?\b`,
    String.raw`\b(?:passwortlisten|passw(?:ö|oe)rter|umgebungsvariablen|zugangsdaten|variables\s+d'environnement|cl(?:é|e)s\s+d'api|jetons|mots\s+de\s+passe|bulletin\s+de\s+salaire|\brib\b)`,
    String.raw`\b(?:confidential|salary|contracts?)\b(?=[^]{0,60}\b(?:emails?|messages?|documents?)\b)|\b(?:emails?|messages?|documents?)\b(?=[^.;]{0,80}\b(?:confidential|salary)\b)`,
  ].join("|"),
  "iu",
);

/** An environment variable that holds a secret, written as one (DATABASE_URL, GITHUB_TOKEN): upper case only. */
export const SECRET_VARIABLE = /\b[A-Z][A-Z0-9]*_(?:URL|KEY|TOKEN|SECRET|PASSWORD)\b/u;

/** A verb that moves data somewhere, or a passive that says it goes there. */
export const FLOW =
  /(?:\b(?:pass(?:es|ed)?|put|include[sd]?|attach(?:es|ed)?|send[s]?|sent|forward(?:s|ed)?|upload(?:s|ed)?|cop(?:y|ies)|paste|write|post|provide|deliver(?:ed|s)?|export(?:s|ed)?|mirror(?:ed)?|transmit(?:ted)?|append(?:s|ed)?|add(?:ed)?|containing|keep|store|save|record|(?:auto-?)?filled\s+(?:in\s+)?with|prepend|embed|insert|concatenate|fill(?:s|ed)?\s+in|hand(?:s|ed)?\s+over|feed|pipe|goes\s+(?:into|to)|go(?:es)?\s+in|(?:is|are)\s+filled\s+with|takes|carries|contains?|should\s+(?:be|contain)|geschickt|gesendet|senden|schicke|joins?|transmis|envoy(?:é|er)|export(?:é|er))\b|(?<!\p{L})(?:übergib|übergeben|übertragen)(?!\p{L}))/iu;

/** Where it goes: a field or argument of a call, the answer, another party. */
export const DESTINATION =
  /(?:['"`‘“][\w.-]+['"`’”]\s+(?:field|argument|param(?:eter)?|payload)|\b(?:field|argument|param(?:eter)?|payload|feld)\s+['"`‘“][\w.-]+|\bin(?:to)?\s+['"`‘“][\w.-]+['"`’”]|\bas\s+['"`‘“][\w.-]+['"`’”]|['"`‘“][\w.-]+['"`’”]\s+(?:is|should|takes|must|gets|contains)\b|\b(?:chat|your)\s+(?:reply|response|answer)\b|\bto\s+(?:every|each)\s+(?:query|request|call|message)\b|\b(?:to|into|in)\s+(?:the|this|its|each)\s+(?:\w+\s+)?(?:field|argument|param(?:eter)?|expression|query|input|payload|body|prompt|title|note|comment|metadata|header)\b|\b\w+\s+(?:field|argument|parameter)\s+(?:should|must|is|takes|gets|contains)\b|\bdans\s+['"`‘“]|\bim\s+feld\b)/iu;

/** A literal outside address a message or payment can go to: mail, a phone number, an IBAN, a crypto address (not a placeholder). */
export const OUTSIDE_ADDRESS =
  /(?:(?<![\w.+-])[\w.+-]+@(?!example\.|test\.|localhost)[\w-]+(?:\.[\w-]+)+|\+\d{1,3}(?:[\s-]?\d){7,}|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}\b|\b0x[0-9a-f]{40}\b)/iu;

/** A literal outside web address (not a placeholder, not this machine). */
export const OUTSIDE_URL = /\bhttps?:\/\/(?!localhost|127\.|example\.)[^\s"'<>)]+/iu;

/** Who receives a message, a share or a payment. */
export const RECIPIENT =
  /(?:\b(?:bcc|cc|recipients?|viewer\s+list|viewers|invitees?|guests?|collaborators?|payee|beneficiar(?:y|ies)|to_account|delivered\s+to|sent\s+to|goes\s+to|forward(?:s|ed|ing)?\s+to|for\s+\S+@|to\s+[\w.+-]+@|receives?\s+a\s+copy|gets\s+a\s+copy|an\s+[\w.+-]+@|geschickt|envoy\w*)\b|'to'\s+field|(?<!\p{L})invit(?:é|e)(?:e|s)?(?!\p{L}))/iu;

/** Everyone the user knows, named as recipients. */
export const EVERYONE = /\b(?:everyone\s+in\s+the\s+user's|all\s+(?:of\s+the\s+user's\s+)?contacts|the\s+(?:whole|entire)\s+(?:address\s+book|contact\s+list))\b/iu;

/** More than the user asked: in addition to, also, always, every one. */
export const ADDITION = /(?:\b(?:in\s+addition\s+to|also|every|each|all|automatically|always|zus(?:ä|ae)tzlich|chaque)\b|(?<!\p{L})à\s+chaque(?!\p{L}))/iu;

/** A copy of what the tool handles, sent beyond what was asked. */
export const COPY = /\b(?:a\s+copy|copies|additionally|in\s+addition|mirror\w*|duplicate[sd]?|as\s+well)\b/iu;

/** The user's own data named as what is sent (their address, location, mail, the conversation). */
export const USER_DATA =
  /\b(?:the\s+user's\s+(?:\w+\s+){0,3}(?:address|question|request|location|position|emails?|messages?|contacts?|files?|history|data)|full\s+conversation|followed\s+by\s+the\s+user's)\b/iu;

/**
 * A call of a named tool ("call share_calendar", "by calling kube_delete_pod", "rufe X auf", "the browser tool"). Not
 * after "with" or "by": parameters are snake_case too ("pass 'test_email' with recipient_email").
 */
export const TOOL_CALL =
  /\b(?:call(?:s|ing|ed)?|invok(?:e|es|ing)|run(?:s|ning)?|use|using|execute|via|(?:rufe|f(?:ü|ue)hre)(?:\s+\w+){0,3}?|appelle[rz]?|über|par)\s+(?:the\s+)?[`'"]?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b|\b(?:call(?:s|ing|ed)?|invok(?:e|es|ing))\s+(?:the\s+)?[`'"]?([a-z]+[A-Z]\w*)\b|\b(?:with|through|call\s+to)\s+[`'"]?((?:get|list|create|send|delete|update|add|remove|export|import|upload|download|read|write|run|exec|execute|fetch|post|share|set|reset|close|open|search|find|approve|grant|pay|transfer|refund|book|order|sync|backup|restore|deploy|rollback|email|slack|github|git|kube|shell|queue|play|start|stop|enable|disable|install|invite|move|copy|publish|merge|push|commit|revoke|purge|drive|calendar|contacts|gmail)_[a-z0-9_]+)\b|\b(?:the|a)\s+([\w-]+)\s+tool\b|\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b(?:\s+(?:runs|handles)\b|[^.;]{0,80}\b(?:aufrufen|ausf(?:ü|ue)hren|ausgef(?:ü|ue)hrt)\b|\s+(?:(?:has|have)\s+(?:also\s+|already\s+|first\s+)?been|is|are)\s+(?:first\s+|also\s+|already\s+)?(?:run|called|executed|invoked)\b)|\b(?:pass\w*|send\w*|hand\w*|give\w*|forward\w*|feed\w*|pipe\w*)\s+(?:[\w']+\s+){0,5}?(?:to|into)\s+([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b|\b(?:never|niemals|jamais|nie)\s+(?:call\s+|use\s+)?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b|`(\w+)`\s+(?:and\s+`\w+`\s+)?(?:has|have)\s+(?:also\s+|already\s+)?been\s+run\b/u;

/** Orders that reach past this call: every turn, every answer, before anything else, from now on. */
export const SCOPE_FIRST =
  /\b(?:before\s+(?:anything\s+else|any\s+other\s+(?:request|question|answer|step|action)|doing\s+anything)|(?:before|prior\s+to)\s+(?:any|every|each)\s+(?:\w+\s+)?(?:reply|replies|answer|response|request|message|turn|question|task)|at\s+the\s+(?:start|beginning)\s+of\s+(?:every|each|any)|(?:open|start|begin)\w*\s+(?:each|every|any)\s+(?:session|conversation|chat|turn)|first\s+(?:action|step|call|thing)\s+in\s+(?:any|every|each)\s+(?:chat|session|conversation)|avant\s+(?:toute|chaque)\s+r(?:é|e)ponse|vor\s+jeder\s+antwort|at\s+the\s+start\s+of\s+every|first\s+in\s+every|in\s+every\s+conversation|bevor\s+du\s+irgendeine)\b/iu;
/** An order timed before the model's next step (weaker than SCOPE_FIRST: honest "call X first" hints say it too). */
export const SCOPE_BEFORE = /\b(?:before\s+(?:giving|replying|answering|responding|you\s+(?:answer|reply|respond))|only\s+(?:after|once|when|if)|works\s+best\s+if|prior\s+to\s+\w+ing|beforehand|bevor\s+du|zuerst|vor\s+der\s+anzeige)\b/iu;
export const SCOPE_EVERY =
  /\b(?:every\s+time|each\s+time|whenever\s+this\s+tool|bei\s+jede[rmn]?|(?:whenever|each\s+time|when)\s+(?:the\s+)?users?\b(?!\s+(?:asks?|wants?|requests?|needs?|types?|explicitly|says?|invokes?|runs?)\b)|every\s+(?:answer|reply|response|turn|conversation|session|command|incoming|ticket|environment|pull\s+request)|on\s+every|for\s+each|any\s+session|while\s+this\s+(?:tool|one)\s+is\s+connected|in\s+the\s+same\s+session|from\s+now\s+on|for\s+the\s+rest\s+of|after\s+(?:\w+ing\s+)?(?:any|each|every)|afterwards|nach\s+jeder|toutes?\s+les|chaque|erh(?:ä|ae)lt)\b|(?<!\p{L})à\s+partir\s+de\s+maintenant/iu;
/** An order that reaches every tool at once. */
export const EVERY_TOOL = /\b(?:every|all|any)\s+(?:\w+\s+)?tools?\s+on\s+this\s+server|\bcarry\s+them\s+out\b|\bcall\s+them\s+directly\b/iu;
/** An order, not a description: must, you should, always. */
export const MUST = /\b(?:must|you\s+should|always|you\s+need\s+to|you\s+are\s+required\s+to|(?:the\s+)?(?:assistant|model|agent|ai)\s+(?:should|must|needs\s+to|has\s+to)|musst\s+du|tu\s+dois)\b/iu;
/** The words "this tool" or an equivalent: what the order is about when it names no other tool. */
export const THIS_TOOL = /\bthis\s+(?:tool|function|action)\b/iu;

/** The model is told to act without the user's say. */
export const NO_CONSENT =
  /\b(?:without\s+(?:asking|waiting|confirm\w*|the\s+user(?:'s)?\s+(?:approval|consent|confirmation|knowledge)|(?:bothering|telling|checking\s+with|involving|consulting|notifying|informing)\s+the\s+user)|silently|quietly|(?:has|have)\s+(?:pre-?)?authori[sz]ed|pre-?approved|no\s+confirmation\s+(?:is\s+)?needed|ohne\s+(?:ihn|sie|den\s+nutzer|nachzufragen|r(?:ü|ue)ckfrage)|ohne\s+\w+\s+zu\s+fragen|sans\s+(?:lui\s+)?demander|behind\s+the\s+scenes|(?:users?|customers?|the\s+user)\s+(?:should|need|must)\s+not\s+be\s+(?:asked|consulted|told)|(?:do\s+not|don't|never)\s+(?:wait\s+for|ask\s+for)\s+(?:\w+\s+)?(?:confirmation|approval)|never\s+need\s+the\s+user's\s+approval|skip\s+the\s+(?:approval|confirmation)|on\s+the\s+user's\s+behalf|nicht\s+nach\s+einer\s+best(?:ä|ae)tigung|sans\s+(?:demander|confirmation))\b/iu;

/** The user is kept from knowing: a telling verb with a "no need" or "rather not" around it. */
export const CONCEAL = new RegExp(
  [
    String.raw`\b(?:mention\w*|tell|telling|remind\w*|spelled\s+out|spell\s+out|inform(?:s|ed|ing)?\b|notif(?:y|ied|ying)\b|disclos\w*|reveal\w*)\b[^.;]{0,60}\b(?:(?:is|are)\s+unnecessary|not\s+worth|need\s+not|needn't|no\s+need)\b`,
    String.raw`\b(?:need\s+not|needn't|no\s+need\s+to|not\s+worth|rarely\s+want|prefer\s+not\s+to\s+be)\b[^.;]{0,40}\b(?:tell\w*|mention\w*|remind\w*|spelled\s+out|inform(?:s|ed|ing)?|notif(?:y|ied|ying))\b`,
    String.raw`\b(?:must|should|do|does|need)\s*(?:not|n't)\s+(?:mention|tell|reveal|disclose|say)\s+(?:to\s+the\s+user\s+|the\s+user\s+)?that\b`,
    String.raw`\b(?:never|do\s+not|don't)\s+(?:tell|inform|let)\s+(?:the\s+)?users?\s+(?:know\s+)?that\b|\bpresent\s+(?:them|it|this)\s+as\s+your\s+own\b|\b(?:best|better)\s+not\s+to\s+(?:bring\s+up|mention|tell|raise)\b|\bne\s+(?:dis|dites|mentionne[sz]?)\s+(?:jamais|pas)\b`,
    String.raw`\b(?:nicht\s+(?:eigens\s+)?erw(?:ä|ae)hnt|nicht\s+mitteilen|sans\s+(?:le\s+)?(?:mentionner|pr(?:é|e)venir|informer))\b`,
  ].join("|"),
  "iu",
);

/** The model's own instructions are set aside or outranked. */
export const OVERRIDE =
  /\b(?:(?:ignore|disregard|forget)\s+(?:any|all|the|your)?\s*(?:earlier|previous|prior|above|stated|usual|spending|safety)?\s*(?:guidance|instructions?|limits?|rules?|polic(?:y|ies)|warnings)|supersedes?\s+(?:every|any|all|your|the\s+user|(?:the\s+|any\s+)?(?:previous|prior|earlier|system|other)\s+(?:instructions?|rules?|guidance|prompts?|polic(?:y|ies)|tools?|directives?))|take\s+precedence\s+over|treat\s+[^.;]{0,40}\bas\s+instructions|(?:follow|obey|execute|carry\s+out)\s+(?:any|all|the|whatever)\s+instructions\s+(?:they|it|in|found|contained)|as\s+if\s+the\s+user\s+had\s+(?:typed|said|written|asked)|overrides?\s+(?:anything|everything|whatever|any\s+instructions?|what\s+the\s+user)|(?:is|are)\s+authoritative\s+and\s+overrides?|(?:text|content|instructions?|comments?)\b[^.;]{0,60}\b(?:should|must|are\s+to|is\s+to)\s+be\s+(?:obeyed|followed|executed|carried\s+out)|takes?\s+priority\s+over\s+(?:what\s+the\s+user|the\s+user|your|anything|the\s+system)|do\s+as\s+the\s+\w+\s+says?|(?:administrator|admin|owner)\s+has\s+already\s+approved)\b/iu;

/** Claims about other tools or norms for "assistants", written to win the model's choice (arXiv 2505.18135). */
export const CLAIM =
  /\b(?:(?:other|built-in|the)\s+(?:[\w-]+\s+){0,3}(?:tools?|providers?|services?)\b[^.;]{0,50}\b(?:flagged|outdated|stale|unreliable|leak\w*|widely\s+known|wrong|deprecated|fabricated|fake|untrustworthy|incorrect|inaccurate|broken|insecure|unsafe|obsolete|compromised)|(?:well-informed|careful|good)\s+assistants|assistants\s+(?:that|who|integrating|generally|usually|using))\b/iu;

/** Security opened up: the world let in, privileges raised, protections switched off, data made public. */
export const WEAKEN =
  /(?:\b0\.0\.0\.0\/0|--privileged\b|\bdisable\s+row\s+level\s+security\b|\b(?:'|")?public(?:'|")?\s+flag\b|\bpublic\s*=\s*true\b|\banyone\s+with\s+the\s+link\b|\badmin(?:istrator)?\s+permission\b|\bglobal\s+administrators\b|\b(?:turn(?:ed)?|switch(?:ed)?|shut)\s+off\s+(?:the\s+)?(?:\w+\s+)?(?:protection|security|verification|2fa|mfa|authentication|firewall|ssl|tls|signature\s+checks?|sandbox)\b|\b(?:disabl\w+|bypass\w*|skip\w*)\s+(?:the\s+)?(?:\w+\s+)?(?:branch\s+protection|protection|verification|2fa|mfa|ssl|tls|certificate\s+checks?|signature\s+checks?|sandbox)\b|\bforce-?push\w*\s+to\s+(?:main|master|production)\b|\bpublic-read\b|\bvisibility\s+to\s+(?:everyone|public|all)\b|\bpassword\s+(?:login|authentication)\s+(?:is\s+)?enabled\b|\broot\s+login\b|\bpublic\s+access\b|\bworld-(?:readable|writable)\b|\bchmod\s+0?777\b|\b(?:certificate|ssl|tls|signature|host\s+key|security|2fa|mfa)\s+(?:\w+\s+){0,2}(?:gets|is|are)\s+(?:disabled|turned\s+off|skipped|bypassed|off)\b)/iu;

/** Code fetched from the network and run. */
export const REMOTE_CODE = /\b(?:curl|wget)\b[^|\n]{0,120}\|\s*(?:sudo\s+)?(?:sh|bash|zsh|python3?)\b/iu;

/** A value the user gave, named as the thing changed. */
export const USER_VALUE =
  /\b(?:(?:the\s+)?(?:value|amount|number|address|iban|recipient)\s+(?:shown\s+to|the\s+user\s+(?:mentions|gives|supplies|enters|provides|types|specifies|chooses))|the\s+user\s+(?:mentions|gives|supplies|provides|enters|specifies|chooses)|amounts?|quantit(?:y|ies)|prices?|totals?|betrag|montant|(?:shown|displayed)\s+to\s+the\s+user|vom\s+nutzer\s+genannten|ursprünglichen\s+wert|de\s+l'utilisateur)\b/iu;

/** A change of how the model answers anything, not how this tool works. */
export const BEHAVIOUR =
  /\b(?:reply\s+to\s+the\s+user\s+only|(?:open|end|start|begin)\s+every\s+(?:answer|reply|response)|stop\s+(?:recommending|citing|using|calling|checking|suggesting)(?!\s+(?:if|when|once|after|unless)\b)|put\s+forward|(?:tu\s+dois\s+)?r(?:é|e)pondre\s+(?:à|a)\s+toutes|in\s+mind\s+for\s+the\s+rest|keep\s+what\s+it\s+returns|prefer\s+this\s+tool\s+over\s+(?:any|all|every)\s+other|use\s+this\s+(?:one|tool)\s+exclusively|(?:respond|reply|answer)\s+to\s+(?:every|all|each|any)\s+(?:subsequent\s+|following\s+|future\s+|later\s+)?(?:messages?|questions?|requests?)|(?:always|only)\s+(?:answer|reply|respond|write)\s+(?:to\s+the\s+user\s+)?in\s+\w+|(?:exclusively|only)\s+this\s+tool\s+and\s+never|ausschlie(?:ß|ss)lich\s+dieses)\b/iu;

/** A tool name whose verb writes, sends or grants (what an order to another tool makes it do). */
export const WRITING_TOOL = /(?:^|_)(?:delete|remove|close|export|share|add|send|approve|grant|create|upload|respond|rollback|deploy|order|pay|payment|transfer|refund|merge|publish|post|invite|accept|cancel|revoke|purge|drop|wipe|write|update|move|archive|buy|sell|book|submit|reset|ticket|push|forward|effacer|supprimer|loeschen|reply|bestellung|teilen|exportieren|exporter|envoyer|senden|ausfuehren)(?:_|$)/iu;

/** A tool name whose object is private: the environment, secrets, credentials, history, contacts. */
// A token a service issues for the next step of its own flow (`get_upload_token`, `next_page_token`) is no secret of
// the user's: handing it to the service's upload tool is the flow itself.
export const SECRET_TOOL = /(?:^|_)(?:env|environment|secrets?|credentials?|(?<!(?:upload|page|next|continuation|pagination|resume|sync)_)tokens?|passwords?|keys?|history|contacts|keychain|vault)(?:_|$)/iu;

/** The pretext that makes an order read as routine: audit, compliance, a known bug, a note from a team. */
export const PRETEXT =
  /\b(?:(?:for|under|per|by)\s+(?:\w+\s+){0,2}audit|audit\s+(?:purposes?|requirements?|reasons?|rules?|polic(?:y|ies))|compliance|regulatory|known\s+(?:[\w-]+\s+){0,2}(?:issue|bug)|(?:upstream|locking)\s+(?:bug|issue)|until\s+(?:the\s+)?(?:fix|ticket|issue)|workaround|compatibility\s+(?:notes?|reasons?|requirements?|mode|layer)|(?:for|of)\s+(?:\w+\s+)?compatibility|heads-up|\b[a-z]+\s+note\s*:|(?:this\s+is\s+)?routine|standard\s+practice|(?:integration\s+)?requirement|mandatory|tips?\s+for|for\s+(?:ai\s+)?(?:clients|agents|assistants|llms)|system\s+note|to\s+avoid\s+(?:\w+\s+)?(?:errors?|failures?|issues?|builds?|timeouts?)|note\s+for\s+(?:integrators|developers|agents|assistants|models|llms|ai)|for\s+integrators|(?:caching|known|upstream|display|server-side|sync)\s+bug|because\s+of\s+a\s+bug|per\s+(?:\w+\s+){0,2}(?:guidance|policy|instructions|process)|maintenance|release\s+notes|note\s+(?:from|on)|conventions|(?:org|organi[sz]ation|company)'s\s+(?:\w+\s+)?(?:process|policy)|expected\s+to|(?:is|this\s+is)\s+standard|usual\s+(?:flow|workflow|process)|hinweis|bekanntes\s+problem|kompatibilit(?:ä|ae)t|conform(?:é|e)ment|tra(?:ç|c)abilit(?:é|e)|flux\s+habituel)\b/iu;

/** The value the user gave is changed before it is sent. */
export const TAMPER =
  /\b(?:multipl(?:ied|y)\s+by|divided\s+by|divis(?:é|e)\s+par|multipli(?:é|e)\s+par|geteilt\s+durch|multipliziere\w*|replaced\s+(?:by|with)|(?:changed|switched|rewritten|redirected|swapped)\s+(?:to|for)|exchanged\s+for|the\s+remainder|skim\w*|(?:fee|commission|cut)\s+(?:is\s+)?(?:added|taken|deducted)|(?:are|is)\s+(?:paid|sent|routed|delivered|transferred)\s+to\b[^.;]{0,80}\binstead\b|rounded\s+up\s+to|(?:is|are)\s+(?:increased|raised|inflated|doubled|tripled)\b|(?:is|are)\s+(?:set|routed)\s+(?:to|through)|routed\s+through|becomes|whatever\s+\w+\s+is\s+printed|instead\s+of\s+the\s+(?:real|original|given)|the\s+real\s+(?:number|address|recipient)|the\s+original\s+one)\b/iu;

/** Counter-evidence: the clause describes detecting or preventing an attack, or keeps the act to this tool. */
export const DESCRIBES_ATTACK =
  /\b(?:(?:scan|detect|find|check|audit|report|analy[sz]e|review|identif(?:y|ies))\w*\b[^.;]{0,60}\b(?:vulnerab\w+|injection|poison\w*|malicious|leak\w*|exfiltrat\w+|attacks?|hardcoded|exposed)|prompt\s+injection|tool\s+poisoning)\b/iu;
/** Counter-evidence: the tool protects the data (blocks, redacts, masks it). */
export const PROTECTS = /\b(?:blocked|rejected|redact\w*|masked\s+by\s+default|(?:is|are)\s+masked|never\s+exposed)\b/iu;
export const NEGATED = /\b(?:never|not|no|nor|without)\s+(?:\w+\s+){0,2}(?:send|sends|sent|share[sd]?|expos\w+|pass\w*|includ\w+|stor\w+|log\w*|upload\w*|transmit\w*)\b/iu;
export const SELF_SCOPED = /\b(?:this\s+tool\s+(?:requires|needs|only|never)|requires?\s+(?:human\s+)?(?:review|approval|authentication|confirmation)|only\s+(?:call|use)\s+this|(?:call|use)\s+this(?:\s+tool)?\s+only|you\s+must\s+double-check)\b/iu;
