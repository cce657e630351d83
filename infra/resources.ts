// The one definition of the table's keys and indexes and of the buckets, read by
// the CDK stack (infra/portal-stack.ts) and by the local runner (infra/local/).

export const table = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after (expiry is also checked on read). */
  ttlAttribute: 'expires_at',
  /** Overloaded global secondary indexes; docs/data-model.md lists what each key holds. */
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

export type IndexName = (typeof table.indexes)[number]['name'];

export const buckets = {
  /** Photos, signatures, report PDFs: private, reached through presigned links. */
  files: { purpose: 'files' },
  /** The built SPA, served by CloudFront (locally the gateway serves web/dist). */
  site: { purpose: 'site' },
} as const;

/** The scheduled jobs: the stack makes an EventBridge rule for each, the local runner a timer. */
export const jobs = [
  {
    name: 'dispatch-outbox',
    handler: 'jobs/dispatch-outbox',
    everyMinutes: 1,
    grants: ['table:write', 'mail', 'sms'],
  },
  {
    name: 'expire-qr-logins',
    handler: 'jobs/expire-qr-logins',
    everyMinutes: 1,
    grants: ['table:write'],
  },
  {
    // The reminder 24 hours before an option period ends (D-231): at most 5 minutes late.
    name: 'remind-option-deadlines',
    handler: 'jobs/remind-option-deadlines',
    everyMinutes: 5,
    grants: ['table:write'],
  },
  {
    // Woken by a queued import's item; the schedule picks up a run that stopped.
    name: 'import-licensees',
    handler: 'jobs/import-licensees',
    everyMinutes: 5,
    grants: ['table:write', 'files:read'],
    // A few hundred thousand lines: seconds of packed writes, about 250 MB at most, and a spill file in /tmp (D-147, D-149).
    timeoutMinutes: 15,
    memory: 1024,
  },
] as const;
