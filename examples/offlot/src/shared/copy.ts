// Wording that several handlers share, so the assistant, the docs and the UI say the same thing.

export const MARKETING_MAIL = "marketing mail";
export const MARKETING_CONSENT = "marketing consent";

export const VEHICLE_ARCHIVE =
  "Archive a sold vehicle so it no longer appears in campaigns, mails or the stock list.";

export const LEAD_ASSIGN = "Assign a lead to a salesperson of the dealership and notify them by email." as const;

// Both contact exports start with the column list; they differ in which contacts they include.
export const CONTACT_EXPORT_COLUMNS =
  "Export contacts to a CSV file with name, email address, phone number, marketing consent, " +
  "the vehicles each contact asked about and the date of their last visit to the showroom";

export function deleteWarning(noun: string) {
  return `Deleting a ${noun} cannot be undone.`;
}
