import { Duration, NestedStack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition, type Function as LambdaFn } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { licenseeImportKey, outboxKey } from '../../functions/data/keys.js';
import { table as tableSpec } from '../resources.js';
import { createPortalFunction } from './function.js';
import { applyGrants, type FunctionGrant, type GrantTargets } from './grants.js';

/** A scheduled job as infra/resources.ts lists it. */
export interface JobSpec {
  name: string;
  handler: string;
  everyMinutes: number;
  grants: readonly FunctionGrant[];
  /** When a minute is not enough (the licence-holder import); at most Lambda's 15. */
  timeoutMinutes?: number;
  memory?: number;
}

/**
 * Jobs that also react to new table items through the stream, by the key prefix of the
 * items they handle. The outbox prefix comes from its key builder, so a rename follows.
 */
export const streamTriggers: Record<string, { pkPrefix: string }> = {
  'dispatch-outbox': { pkPrefix: outboxKey('').pk },
  'import-licensees': { pkPrefix: licenseeImportKey('').pk },
};

export interface JobsStackProps {
  jobs: readonly JobSpec[];
  table: ITable;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

/** The scheduled (and stream-triggered) functions, in a nested stack of their own. */
export class JobsStack extends NestedStack {
  /** Job name to its function, for alarms and tests. */
  readonly functions = new Map<string, LambdaFn>();
  /**
   * What a job could not do, kept 14 days for a person to read: a failed run (the event
   * and the error), a schedule EventBridge could not deliver, a stream batch given up.
   */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id);
    this.failures = createFailureQueue(this);
    for (const job of props.jobs) {
      const fn = createPortalFunction(this, pascal(job.name), {
        handler: job.handler,
        description: `Job ${job.name}, every ${job.everyMinutes} min`,
        environment: props.environment,
        // A sweep works through a batch of items; a route gets 10 s, a job a minute.
        timeout: Duration.minutes(job.timeoutMinutes ?? 1),
        ...(job.memory ? { memorySize: job.memory } : {}),
      });
      applyGrants(fn, job.grants, props.grantTargets);
      new Rule(this, `${pascal(job.name)}Schedule`, {
        description: `Runs ${job.name}`,
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn, { deadLetterQueue: this.failures })],
      });
      // The next run is the retry; Lambda's own retries would only overlap it.
      fn.configureAsyncInvoke({ retryAttempts: 0, onFailure: new SqsDestination(this.failures) });
      Validations.of(fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'The on-failure destination (the failures queue) is the dead-letter queue: it records the error as well as the event.',
      });
      const trigger = streamTriggers[job.name];
      if (trigger) addStreamTrigger(fn, props.table, trigger.pkPrefix, this.failures);
      this.functions.set(job.name, fn);
    }
  }
}

/**
 * New items only, filtered by Lambda before the function runs, so ordinary writes cost
 * no invocation. A failed batch is retried a little, then left to the schedule's
 * sweep: the item itself records what is still to do.
 */
function addStreamTrigger(fn: LambdaFn, table: ITable, pkPrefix: string, failures: Queue): void {
  fn.addEventSource(
    new DynamoEventSource(table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: 10,
      retryAttempts: 2,
      bisectBatchOnError: true,
      // Where the batch's stream positions go when given up: the sweep still handles the items.
      onFailure: new SqsDlq(failures),
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT'),
          dynamodb: { Keys: { [tableSpec.partitionKey]: { S: FilterRule.beginsWith(pkPrefix) } } },
        }),
      ],
    }),
  );
  Validations.of(fn.role!).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'dynamodb:ListStreams, which the stream trigger needs, has no resource-level permission in IAM.',
  });
}

/** Encrypted, TLS-only, and read by people, not by a consumer: hence no redrive of its own. */
function createFailureQueue(scope: Construct): Queue {
  const queue = new Queue(scope, 'Failures', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  const reason = 'This queue is itself the dead-letter queue of the jobs; nothing consumes it, so nothing could redrive it.';
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason }, { id: 'Serverless-SQSRedrivePolicy', reason });
  return queue;
}

/** `dispatch-outbox` → `DispatchOutbox`, for construct ids. */
export const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter: string) => letter.toUpperCase());
