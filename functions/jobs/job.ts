import { getDeps, type Deps } from '../deps.js';
import { getMailer, type SendMail } from '../integrations/mail.js';
import { getSmsSender, type SendSms } from '../integrations/sms.js';

/** The senders a job may use; tests and the local runner pass their own. */
export interface Senders {
  email: SendMail;
  sms: SendSms;
}

/** What a job is given: the handler deps and the integrations. */
export interface JobContext {
  deps: Deps;
  senders: Senders;
}

/** `changed` counts the items a run wrote, so the local runner knows when to snapshot. */
export interface JobResult {
  changed: number;
}

/**
 * Every job module under functions/jobs/ exports `handler` (the Lambda) and `runJob`
 * (a plain function): the local runner calls `runJob` on the schedule of
 * infra/resources.ts `jobs`, with its own context.
 */
export type RunJob = (context: JobContext) => Promise<JobResult>;

/** The Lambda's context: the container's deps and integrations, created once. */
export function getJobContext(): JobContext {
  return { deps: getDeps(), senders: { email: getMailer(), sms: getSmsSender() } };
}

/** One structured log line, like the HTTP stack's. */
export function logJob(fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ level: 'info', ...fields }));
}
