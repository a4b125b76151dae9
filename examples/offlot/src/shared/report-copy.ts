// Texts of the reports feature, reviewed by the product team.
const reportCopy = {
  list: "List the reports generated for the current dealer, newest first.",
  schedule: "Schedule a report to be generated every week or month and mailed to the people you choose.",
} as const;

export default reportCopy;
