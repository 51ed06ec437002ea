/** The member import page (issue 17), in English. `de.ts` has the same shape. */
export const en = {
  title: "Import members",
  titleOf: (program: string) => `Import members: ${program}`,
  description:
    "Bring your customer list from a spreadsheet or another system. Each row becomes a member; rows already here are skipped, so importing a file again creates nobody twice.",
  backToMembers: "Back to members",
  archived: "This program is archived and takes no new members. Unarchive it to import.",
  file: {
    input: "CSV file",
    title: "Choose a CSV file",
    hint: "The first row names the columns. Comma or semicolon separated; UTF-8 or the encoding Excel saves in. Up to 50,000 rows.",
    drop: "Drop a CSV file here, or",
    dropActive: "Drop the file to read it",
    choose: "Choose a CSV file",
    reading: (name: string) => `Reading ${name}…`,
    read: (name: string, rows: string) => `Read ${name}: ${rows} rows.`,
    problems: {
      tooLarge: (limit: string) => `This file is larger than ${limit}. Split it into smaller files.`,
      tooManyRows: (limit: string) => `This file has more than ${limit} rows. Split it into smaller files.`,
      empty: "This file has no rows below its header row.",
      unreadable: "This file could not be read as CSV. Save it from your spreadsheet as “CSV” and try again.",
      noHeader: "The first row must name the columns.",
    },
  },
  map: {
    title: "Match the columns",
    hint: "Choose which member field each column fills. Columns were matched by their names where possible.",
    column: (name: string) => `Column “${name}”`,
    unnamed: (position: number) => `Column ${position}`,
    example: (value: string) => `First value: ${value}`,
    noExample: "The first rows leave it empty.",
    ignore: "Do not import",
    groups: { member: "Member fields", custom: "Custom fields of this program" },
    usedTwice: (field: string) =>
      `“${field}” is already filled by another column. Choose it for one column only.`,
    needsKey:
      "Match a column to e-mail, phone or external id: rows are recognised by them, so importing the file again creates nobody twice.",
    chooseAnother: "Choose another file",
  },
  preview: {
    title: "Check the first rows",
    caption: (count: number) => `The first ${count} rows as they will be imported`,
    row: "Row",
    check: "Check",
    ok: "Ready",
    note: "Every row is checked again when it is imported. Rows with problems are refused and listed in the report; the other rows are imported.",
    summary: (rows: string, withProblems: number) =>
      withProblems === 0
        ? `${rows} rows to import. The first rows look good.`
        : `${rows} rows to import. ${withProblems} of the first rows have problems and will be refused.`,
    start: (rows: string) => `Import ${rows} rows`,
  },
  progress: {
    title: "Importing",
    label: "Import progress",
    done: (done: string, total: string) => `${done} of ${total} rows sent.`,
    cancel: "Stop import",
    cancelling: "Stopping after the current batch…",
    retrying: "The connection failed; trying this batch again…",
  },
  report: {
    title: "Report",
    finished: (created: string) => `Import finished: ${created} members created.`,
    stopped: (created: string) =>
      `Import stopped: ${created} members created. The remaining rows were not imported.`,
    failed: (problem: string) => `Import stopped: ${problem}`,
    counts: {
      label: "Outcome of the import",
      created: "Created",
      duplicate: "Already members (skipped)",
      refused: "Refused",
      notImported: "Not imported",
    },
    caption: "Rows not created",
    captionFirst: (shown: number, total: string) => `Rows not created: the first ${shown} of ${total}`,
    allCreated: "Every row was created.",
    columns: { row: "Row", outcome: "Outcome", details: "Details" },
    outcomes: {
      created: "Created",
      duplicate: "Already a member",
      refused: "Refused",
      notImported: "Not imported",
    } as Record<string, string>,
    duplicateOf: (key: string, memberNumber: string | null) =>
      memberNumber
        ? `Same ${key} as member ${memberNumber}`
        : `Same ${key} as a member being added right now`,
    notImportedWhy: "The import stopped before this row.",
    download: "Download report (CSV)",
    fileName: (name: string) => `import-report-${name}`,
    csvColumns: { row: "Row", outcome: "Outcome", memberNumber: "Member number", details: "Details" },
    again: "Import another file",
    toMembers: "Show members",
    keyNames: { email: "e-mail", phone: "phone", externalId: "external id" } as Record<string, string>,
  },
  fields: {
    email: "E-mail",
    phone: "Phone",
    firstName: "First name",
    lastName: "Last name",
    birthday: "Birthday",
    externalId: "External id",
    marketingConsent: "Marketing consent",
    points: "Points (opening balance)",
  } as Record<string, string>,
  issues: {
    importKeyMissing: "Needs an e-mail, phone or external id.",
    phone: "Enter a valid phone number.",
    date: "Enter a date as YYYY-MM-DD or DD.MM.YYYY.",
    unknownCustomField: "This program has no such custom field.",
    at: (field: string, problem: string) => `${field}: ${problem}`,
  },
};

export type MemberImportMessages = typeof en;
