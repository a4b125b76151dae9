// Whether a skill's or module's listed line says when to use it ("Use this skill when…", "This skill should be
// used when…", "Trigger whenever…", "TRIGGER —"): the listing is there for the model to decide when to load it, and
// such a line does that job though it may not open with what the skill does (found on real skills: Anthropic's pptx,
// Claude Code's plugin-dev, wshobson's agents, "Use this skill for ANY 7shifts request" in oomol's).
const TRIGGER =
  /\b(?:use[sd]?|using|invoked?|activated?|load(?:ed)?)\b[^.;:]{0,60}?\b(?:when(?:ever)?|any ?time|if)\b|\btrigger(?:s|ed)?\b|\buse (?:this|the) skill\b|\bwhenever\b/i;

export function saysWhenToUse(text: string): boolean {
  return TRIGGER.test(text);
}
