import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFn } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { table as tableSpec } from '../resources.js';
import { pascal } from './jobs.js';

export interface AlarmsProps {
  api: IHttpApi;
  table: ITable;
  /** Job name to its function: each gets a failure alarm (dispatch failures among them). */
  jobs: Map<string, LambdaFn>;
  /** The jobs' dead-letter queue: a schedule EventBridge could not deliver shows only here. */
  jobFailures?: IQueue;
  alarmEmail?: string;
  /** The account's monthly SMS spend limit in USD (SNS text messaging preferences). */
  smsSpendLimitUsd: number;
}

const period = Duration.minutes(5);

/** What wakes someone up, sent to one SNS topic (and an email when one is given). */
export class PortalAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Inspection portal alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.alarm('Api5xx', 'The API answered 5xx three or more times in 5 minutes', props.api.metricServerError({ period }), 3);
    // Lambda's account-wide metrics (no dimension) add up every function: the account is
    // the portal's, and one alarm per function would be ~170 alarms for the same signal.
    this.alarm('LambdaErrors', 'A function failed (crash or timeout)', lambdaTotal('Errors'), 1);
    this.alarm('LambdaThrottles', 'A function was throttled', lambdaTotal('Throttles'), 1);
    this.alarm('TableThrottles', 'DynamoDB throttled reads or writes', tableThrottles(props.table), 1);
    for (const [name, fn] of props.jobs) {
      this.alarm(`Job${pascal(name)}Failures`, `Job ${name} failed or logged an error`, jobFailures(name, fn), 1);
    }
    if (props.jobFailures) {
      const queued = props.jobFailures.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' });
      this.alarm('JobFailuresQueued', 'A job failure was recorded in the jobs failure queue', queued, 1);
    }
    // SES pauses an account whose bounces pass 10 % or complaints 0.5 %: warn at half.
    this.alarm('SesBounceRate', 'SES bounce rate reached 5 %: check the addresses agents type', sesReputation('BounceRate'), 0.05);
    this.alarm('SesComplaintRate', 'SES complaint rate reached 0.1 %', sesReputation('ComplaintRate'), 0.001);
    // SNS stops texting for the rest of the month at the limit: raise it before.
    this.alarm(
      'SmsSpend',
      `SMS spend reached 80 % of the monthly limit (${props.smsSpendLimitUsd} USD)`,
      new Metric({ namespace: 'AWS/SNS', metricName: 'SMSMonthToDateSpentUSD', statistic: 'Maximum', period }),
      Math.round(props.smsSpendLimitUsd * 80) / 100,
    );
  }

  private alarm(id: string, description: string, metric: IMetric, threshold: number): void {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
  }
}

const sesReputation = (name: 'BounceRate' | 'ComplaintRate') =>
  new Metric({ namespace: 'AWS/SES', metricName: `Reputation.${name}`, statistic: 'Maximum', period: Duration.hours(1) });

const lambdaTotal = (metricName: string) =>
  new Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period });

/** Read and write throttles of the table and of each index (6 metrics; an alarm takes 10). */
function tableThrottles(table: ITable): IMetric {
  const scopes = [{}, ...tableSpec.indexes.map((index) => ({ GlobalSecondaryIndexName: index.name }))];
  const metrics: Record<string, IMetric> = {};
  scopes.forEach((dimensions, i) => {
    for (const metricName of ['ReadThrottleEvents', 'WriteThrottleEvents']) {
      metrics[`${metricName === 'ReadThrottleEvents' ? 'r' : 'w'}${i}`] = new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: table.tableName, ...dimensions },
        statistic: 'Sum',
        period,
      });
    }
  });
  const sum = Object.keys(metrics).map((key) => `FILL(${key}, 0)`).join(' + ');
  return new MathExpression({ expression: sum, usingMetrics: metrics, period, label: 'Throttled requests' });
}

/**
 * A job fails when its invocation does or when it logs an error line: a message the
 * dispatcher gives up on is logged (`"level":"error"`) rather than thrown.
 */
function jobFailures(name: string, fn: LambdaFn): IMetric {
  const lines = fn.logGroup.addMetricFilter('ErrorLines', {
    filterPattern: FilterPattern.stringValue('$.level', '=', 'error'),
    metricNamespace: 'InspectionPortal',
    metricName: `${pascal(name)}ErrorLines`,
    metricValue: '1',
  });
  return new MathExpression({
    expression: 'FILL(errors, 0) + FILL(lines, 0)',
    usingMetrics: { errors: fn.metricErrors({ period }), lines: lines.metric({ statistic: 'Sum', period }) },
    period,
    label: `${name} failures`,
  });
}
