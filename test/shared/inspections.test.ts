import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRESS_STEPS, progressFlags, type ProgressSource } from '#shared/inspections.js';

const at = '2026-11-20T15:00:00.000Z';

/** The states an inspection can really reach, step by step (product/rules.md "An inspection's life"). */
const reachable: ProgressSource[] = [
  { submitted_at: at, preferred_dates: ['a', 'b', 'c'] },
  { submitted_at: at, preferred_dates: ['a', 'b', 'c'], inspection_date: '2026-11-22', contract_sent_at: at },
  { submitted_at: at, preferred_dates: ['a', 'b', 'c'], inspection_date: '2026-11-22', contract_sent_at: at, contract_signed_at: at },
  { submitted_at: at, preferred_dates: ['a', 'b', 'c'], inspection_date: '2026-11-22', contract_sent_at: at, contract_signed_at: at, report_uploaded_at: at },
  // The agent pays from the report before any payment request.
  { submitted_at: at, preferred_dates: ['a', 'b', 'c'], inspection_date: '2026-11-22', contract_sent_at: at, contract_signed_at: at, report_uploaded_at: at, paid_at: at },
  { submitted_at: at, preferred_dates: ['a', 'b', 'c'], inspection_date: '2026-11-22', contract_sent_at: at, contract_signed_at: at, report_uploaded_at: at, pay_request_at: at, paid_at: at, downloaded_at: at },
];

const stepsDone = (source: ProgressSource) => PROGRESS_STEPS.map((step) => progressFlags(source)[step.flag]);

describe('the progress tracker', () => {
  it('counts a payment made before any request as settling the request (issue 18)', () => {
    const paidFirst = reachable[4]!;
    expect(progressFlags(paidFirst)).toMatchObject({ paymentRequested: true, paymentReceived: true, downloadedByClient: false });
  });

  it('never shows a later step done before an earlier one, in any reachable state', () => {
    for (const source of reachable) {
      const done = stepsDone(source);
      expect(done.indexOf(false) === -1 || done.slice(done.indexOf(false)).every((step) => !step), JSON.stringify(source)).toBe(true);
    }
  });

  it('keeps the request step open until either a request or a payment', () => {
    const reported = reachable[3]!;
    expect(progressFlags(reported).paymentRequested).toBe(false);
    expect(progressFlags({ ...reported, pay_request_at: at }).paymentRequested).toBe(true);
  });

  it('reads each flag from its own timestamp only, whatever else is set', () => {
    fc.assert(
      fc.property(fc.record({ paid_at: fc.option(fc.constant(at)), pay_request_at: fc.option(fc.constant(at)), downloaded_at: fc.option(fc.constant(at)) }), (source) => {
        const flags = progressFlags(source);
        expect(flags.paymentReceived).toBe(Boolean(source.paid_at));
        expect(flags.downloadedByClient).toBe(Boolean(source.downloaded_at));
        expect(flags.paymentRequested).toBe(Boolean(source.pay_request_at || source.paid_at));
      }),
    );
  });
});
