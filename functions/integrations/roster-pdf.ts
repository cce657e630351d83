import { formatLoggedAt, type Roster } from '#shared/ce-reports.js';
import { PdfDocument } from './pdf-document.js';

// Apart from the CE rules so that only the roster function bundles the PDF writer.

const COLUMNS = [
  { label: '#', width: 28 },
  { label: 'License number', width: 110 },
  { label: 'Student name', width: 230 },
  { label: 'Time logged', width: 124 },
];

/**
 * The class roster a CE provider files with the Commission (DOMAIN "Continuing
 * education"): provider, instructor, course, hours and date, one line per student, and
 * the signature of a representative who attended.
 */
export async function renderRosterPdf(roster: Roster): Promise<Buffer> {
  const { provider, session } = roster;
  const doc = new PdfDocument(50, { Title: `CE roster ${session.class_code} ${session.session_date}`, Author: provider.provider_name });
  doc.font('Helvetica-Bold', 15).text('Continuing Education Class Roster', { align: 'center' }).moveDown(0.8);
  const details: [string, string][] = [
    ['Provider', `${provider.provider_name} (provider number ${provider.provider_number})`],
    ['Instructor', provider.instructor_name],
    ['Course title', session.class_name],
    ['Course number', session.class_code],
    ['Credit hours', String(session.class_hours)],
    ['Session date', [session.session_date, session.session_time].filter(Boolean).join(' ')],
    ['Location', session.location || '—'],
    ['Students', String(roster.students.length)],
  ];
  doc.font('Helvetica', 10);
  for (const [label, value] of details) {
    doc.text([
      { text: `${label}: `, font: 'Helvetica-Bold' },
      { text: value, font: 'Helvetica' },
    ]);
  }
  doc.moveDown();

  const left = doc.margin;
  const row = (values: string[], bold = false) => {
    if (doc.y > doc.bottom - 40) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica', 10);
    values.forEach((value, index) => {
      doc.cell(value, x, y, COLUMNS[index]!.width - 6);
      x += COLUMNS[index]!.width;
    });
    doc.y = y + 16;
  };
  row(
    COLUMNS.map((column) => column.label),
    true,
  );
  doc.line(left, doc.y - 3, left + 492, doc.y - 3);
  roster.students.forEach((student, index) => row([String(index + 1), student.license_number, student.full_name, formatLoggedAt(student.logged_at, roster.time_zone)]));
  if (!roster.students.length) row(['', '', 'No students logged attendance.', '']);

  if (doc.y > doc.page.height - 170) doc.addPage();
  doc.moveDown(3);
  doc.font('Helvetica', 10).text('I attended this class and certify that this roster is true and complete.');
  doc.moveDown(2.5);
  const lineY = doc.y;
  doc.line(left, lineY, left + 260, lineY);
  doc.line(left + 300, lineY, left + 440, lineY);
  doc.font('Helvetica', 9);
  doc.cell('Signature of provider representative', left, lineY + 4, 260);
  doc.cell('Date', left + 300, lineY + 4, 140);
  return doc.end();
}
