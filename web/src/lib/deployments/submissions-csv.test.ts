import { describe, expect, it } from 'vitest';
import type { Submission } from '../../../../shared/api';
import { csvCell, submissionsCsv, submissionsCsvFileName } from './submissions-csv';

function submission(n: number, form: string, fields: [name: string, value: string][]): Submission {
  return {
    id: `01K00000000000000000000${String(n).padStart(3, '0')}`,
    form,
    fields: fields.map(([name, value]) => ({ name, value })),
    submitted_at: `2026-03-0${n}T10:00:00.000Z`,
  };
}

describe('submissionsCsv', () => {
  it('has submitted_at and form, then every field name once, in the order first seen', () => {
    const csv = submissionsCsv([
      submission(3, 'contact', [
        ['name', 'Asha'],
        ['email', 'asha@example.com'],
      ]),
      submission(2, 'newsletter', [['email', 'ravi@example.com']]),
      submission(1, 'contact', [
        ['name', 'Meera'],
        ['message', 'Hello'],
        ['email', 'meera@example.com'],
      ]),
    ]);

    expect(csv).toBe(
      [
        'submitted_at,form,name,email,message',
        '2026-03-03T10:00:00.000Z,contact,Asha,asha@example.com,',
        '2026-03-02T10:00:00.000Z,newsletter,,ravi@example.com,',
        '2026-03-01T10:00:00.000Z,contact,Meera,meera@example.com,Hello',
        '',
      ].join('\r\n'),
    );
  });

  it('quotes answers with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = submissionsCsv([
      submission(1, 'contact', [
        ['message', 'Line one\nLine two'],
        ['address', '12 Hill Rd, Pune'],
        ['quote', 'She said "hi"'],
        ['crlf', 'a\r\nb'],
      ]),
    ]);

    expect(csv.split('\r\n')[1]).toBe(
      '2026-03-01T10:00:00.000Z,contact,"Line one\nLine two","12 Hill Rd, Pune","She said ""hi""","a',
    );
    expect(csv).toContain('"a\r\nb"\r\n');
  });

  it('keeps answers that a spreadsheet would run as formulas as text', () => {
    const csv = submissionsCsv([
      submission(1, 'contact', [
        ['a', '=HYPERLINK("http://evil.example","x")'],
        ['b', '+1'],
        ['c', '-2+3'],
        ['d', '@SUM(A1)'],
        ['e', '\tpadded'],
        ['f', '\rreturn'],
        ['g', 'plain = fine'],
      ]),
    ]);

    expect(csv.split('\r\n')[1]).toBe(
      [
        '2026-03-01T10:00:00.000Z',
        'contact',
        `"'=HYPERLINK(""http://evil.example"",""x"")"`,
        "'+1",
        "'-2+3",
        "'@SUM(A1)",
        "'\tpadded",
        `"'\rreturn"`,
        'plain = fine',
      ].join(','),
    );
  });

  it('guards and quotes field names as it does answers', () => {
    const csv = submissionsCsv([submission(1, 'contact', [['=cmd', 'x']])]);

    expect(csv.split('\r\n')[0]).toBe("submitted_at,form,'=cmd");
  });

  it('joins the answers of a field sent twice', () => {
    const csv = submissionsCsv([
      submission(1, 'order', [
        ['topping', 'olives'],
        ['topping', 'basil'],
      ]),
    ]);

    expect(csv).toBe(
      'submitted_at,form,topping\r\n2026-03-01T10:00:00.000Z,order,"olives, basil"\r\n',
    );
  });

  it('is only the header line when there are no submissions', () => {
    expect(submissionsCsv([])).toBe('submitted_at,form\r\n');
  });
});

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Hello there')).toBe('Hello there');
    expect(csvCell('')).toBe('');
  });
});

describe('submissionsCsvFileName', () => {
  it('is {subdomain}-submissions.csv', () => {
    expect(submissionsCsvFileName('harbour-cafe')).toBe('harbour-cafe-submissions.csv');
  });
});
