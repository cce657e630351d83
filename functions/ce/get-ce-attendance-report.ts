import { attendanceReportQuerySchema } from '#shared/ce-reports.js';
import { defineHandler } from '../http/handler.js';
import { readAttendanceReport } from './attendance-report.js';

/** GET /api/ce/attendance-report?start_date&end_date&class_id: the Reports tab's rows and totals. */
export const handler = defineHandler({
  access: 'admin',
  query: attendanceReportQuerySchema,
  run: ({ query, deps }) => readAttendanceReport(deps, query),
});
