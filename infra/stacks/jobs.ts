import { Duration, NestedStack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
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
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id);
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
        targets: [new LambdaFunction(fn)],
      });
      // The next run is the retry; Lambda's own retries would only overlap it.
      fn.configureAsyncInvoke({ retryAttempts: 0 });
      const trigger = streamTriggers[job.name];
      if (trigger) addStreamTrigger(fn, props.table, trigger.pkPrefix);
      this.functions.set(job.name, fn);
    }
  }
}

/**
 * New items only, filtered by Lambda before the function runs, so ordinary writes cost
 * no invocation. A failed batch is retried a little, then left to the schedule's
 * sweep: the item itself records what is still to do.
 */
function addStreamTrigger(fn: NodejsFunction, table: ITable, pkPrefix: string): void {
  fn.addEventSource(
    new DynamoEventSource(table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: 10,
      retryAttempts: 2,
      bisectBatchOnError: true,
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT'),
          dynamodb: { Keys: { [tableSpec.partitionKey]: { S: FilterRule.beginsWith(pkPrefix) } } },
        }),
      ],
    }),
  );
}

/** `dispatch-outbox` → `DispatchOutbox`, for construct ids. */
export const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter: string) => letter.toUpperCase());
