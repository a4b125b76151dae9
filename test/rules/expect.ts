// What rule tests compare: the data a rule reports, never the rendered wording.

import type { ReadReport } from "./run.js";

export interface Expected {
  messageId: string;
  data?: Record<string, string | number>;
  subject: ReadReport["subject"];
  line: number;
  column: number;
}

/** The parts of a report a test asserts; `data` only when the expectation names it. */
export function shape(reports: ReadReport[], expected: Expected[]): Expected[] {
  return reports.map((report, i) => ({
    messageId: report.messageId,
    ...(expected[i]?.data ? { data: report.data } : {}),
    subject: report.subject,
    line: report.loc.line,
    column: report.loc.column,
  }));
}
