// What rule tests compare: the data a rule reports, never the rendered wording.

import type { Report } from "../../src/lint/diagnostic.js";

export interface Expected {
  messageId: string;
  data?: Record<string, string | number>;
  subject: Report["subject"];
  line: number;
  column: number;
}

/** The parts of a report a test asserts; `data` only when the expectation names it. */
export function shape(reports: Report[], expected: Expected[]): Expected[] {
  return reports.map((report, i) => ({
    messageId: report.messageId,
    ...(expected[i]?.data ? { data: report.data } : {}),
    subject: report.subject,
    line: report.loc.line,
    column: report.loc.column,
  }));
}
