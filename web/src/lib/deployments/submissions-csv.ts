import type { Submission } from '../../../../shared/api';

/** The most rows one export holds: the newest ones, when a site has more. */
export const SUBMISSIONS_EXPORT_LIMIT = 5000;

/** The columns every export starts with; the fields' names follow. */
const FIXED_COLUMNS = ['submitted_at', 'form'] as const;

/**
 * What a spreadsheet would read as a formula (or a formula's start) when a cell begins with it: a
 * visitor's answer must stay text there, so it gets a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: kept as text in a spreadsheet, then quoted as RFC 4180 asks when it must be. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The field names the submissions carry, each once, in the order they first appear. */
function fieldNamesOf(submissions: readonly Submission[]): string[] {
  const names = new Set<string>();
  for (const submission of submissions) {
    for (const field of submission.fields) names.add(field.name);
  }
  return [...names];
}

/** A submission's answers by field name; a name sent twice keeps both answers. */
function answersOf(submission: Submission): Map<string, string> {
  const answers = new Map<string, string>();
  for (const { name, value } of submission.fields) {
    const earlier = answers.get(name);
    answers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return answers;
}

/**
 * The submissions as CSV, one row each in the order given: `submitted_at`, `form`, then one
 * column per field name (a submission without that field leaves it empty). Lines end in CRLF.
 */
export function submissionsCsv(submissions: readonly Submission[]): string {
  const names = fieldNamesOf(submissions);
  const header = [...FIXED_COLUMNS, ...names];
  const rows = submissions.map((submission) => {
    const answers = answersOf(submission);
    return [
      submission.submitted_at,
      submission.form,
      ...names.map((name) => answers.get(name) ?? ''),
    ];
  });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** `{subdomain}-submissions.csv`. */
export function submissionsCsvFileName(subdomain: string): string {
  return `${subdomain}-submissions.csv`;
}
