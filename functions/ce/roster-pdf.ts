import { formatLoggedAt, type Roster } from '#shared/ce-reports.js';
import { renderPdf, winAnsi } from '../integrations/pdf-file.js';

// Apart from the CE rules so that only the roster function bundles pdfkit.

const COLUMNS = [
  { label: '#', width: 28 },
  { label: 'License number', width: 110 },
  { label: 'Student name', width: 230 },
  { label: 'Time logged', width: 124 },
];
const ROW_HEIGHT = 16;

/**
 * The class roster a CE provider files with the Commission (product/rules.md "Continuing
 * education"): provider, instructor, course, hours and date, one line per student, and
 * the signature of a representative who attended.
 */
export function renderRosterPdf(roster: Roster): Promise<Buffer> {
  const { provider, session } = roster;
  return renderPdf({ margin: 50, info: { Title: `CE roster ${session.class_code} ${session.session_date}`, Author: provider.provider_name } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(15).text('Continuing Education Class Roster', { align: 'center' }).moveDown(0.8);
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
    for (const [label, value] of details) {
      doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(winAnsi(value));
    }
    doc.moveDown();

    const left = doc.page.margins.left;
    const row = (values: string[], bold = false) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
      const y = doc.y;
      let x = left;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      values.forEach((value, index) => {
        // One line per cell: a value wider than its column ends in "…" (the height makes pdfkit cut it).
        doc.text(winAnsi(value), x, y, { width: COLUMNS[index]!.width - 6, height: ROW_HEIGHT, ellipsis: true });
        x += COLUMNS[index]!.width;
      });
      doc.x = left;
      doc.y = y + ROW_HEIGHT;
    };
    row(
      COLUMNS.map((column) => column.label),
      true,
    );
    doc.moveTo(left, doc.y - 3).lineTo(left + 492, doc.y - 3).stroke();
    roster.students.forEach((student, index) => row([String(index + 1), student.license_number, student.full_name, formatLoggedAt(student.logged_at, roster.time_zone)]));
    if (!roster.students.length) row(['', '', 'No students logged attendance.', '']);

    if (doc.y > doc.page.height - 170) doc.addPage();
    doc.moveDown(3);
    doc.font('Helvetica').fontSize(10).text('I attended this class and certify that this roster is true and complete.', left);
    doc.moveDown(2.5);
    const lineY = doc.y;
    doc.moveTo(left, lineY).lineTo(left + 260, lineY).stroke();
    doc.moveTo(left + 300, lineY).lineTo(left + 440, lineY).stroke();
    doc.fontSize(9).text('Signature of provider representative', left, lineY + 4);
    doc.text('Date', left + 300, lineY + 4);
  });
}
