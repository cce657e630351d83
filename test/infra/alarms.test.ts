import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { jobs } from '#infra/resources.js';
import { pascal } from '#infra/stacks/jobs.js';
import type { Resource } from './support/resources.js';
import { synthPortal } from './support/synth-portal.js';

const synth = synthPortal();
const { root } = synth;
const alarms = Object.entries(root.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>);
const alarm = (prefix: string) => {
  const found = alarms.find(([id]) => id.startsWith(`Alarms${prefix}`));
  if (!found) throw new Error(`no alarm ${prefix}`);
  return found[1].Properties;
};
const metricsOf = (properties: Record<string, any>) =>
  (properties.Metrics ?? []).flatMap((query: any) => (query.MetricStat ? [query.MetricStat.Metric] : []));

describe('alarms', () => {
  it('all notify the alarm topic', () => {
    const topicId = Object.keys(root.findResources('AWS::SNS::Topic')).find((id) => id.startsWith('AlarmsTopic'))!;
    expect(alarms.length).toBeGreaterThanOrEqual(4 + jobs.length);
    for (const [, { Properties }] of alarms) expect(Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('emails the alarms only when alarmEmail is given', () => {
    root.resourceCountIs('AWS::SNS::Subscription', 0);
    const withEmail = synthPortal({ context: { alarmEmail: 'ops@example.com' } });
    withEmail.root.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('watches SES reputation before SES pauses sending', () => {
    expect(alarm('SesBounceRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: 0.05, Period: 3600 });
    expect(alarm('SesComplaintRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: 0.001 });
  });

  it('warns at 80 % of the SMS spend limit, which the context sets', () => {
    expect(alarm('SmsSpend')).toMatchObject({ Namespace: 'AWS/SNS', MetricName: 'SMSMonthToDateSpentUSD', Statistic: 'Maximum', Threshold: 0.8 });
    const raised = synthPortal({ context: { smsSpendLimitUsd: '50' } });
    raised.root.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'SMSMonthToDateSpentUSD', Threshold: 40 });
    expect(() => synthPortal({ context: { smsSpendLimitUsd: 'lots' } })).toThrow(/smsSpendLimitUsd/);
  });

  it('watches the API for 5xx', () => {
    expect(alarm('Api5xx')).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', Statistic: 'Sum' });
  });

  it.each(['Errors', 'Throttles'])('adds up Lambda %s over every function', (metricName) => {
    const properties = alarm(`Lambda${metricName}`);
    expect(properties).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: metricName, Threshold: 1 });
    expect(properties.Dimensions).toBeUndefined();
  });

  it('watches the table and its indexes for throttling', () => {
    const metrics = metricsOf(alarm('TableThrottles'));
    expect(metrics.map((metric: any) => metric.MetricName)).toEqual(
      expect.arrayContaining(['ReadThrottleEvents', 'WriteThrottleEvents']),
    );
    const indexes = metrics.flatMap((metric: any) =>
      metric.Dimensions.filter((d: any) => d.Name === 'GlobalSecondaryIndexName').map((d: any) => d.Value),
    );
    expect(new Set(indexes)).toEqual(new Set(['gsi1', 'gsi2']));
  });

  it.each(jobs.map((job) => job.name))('watches job %s for failed runs and error lines', (name) => {
    const id = pascal(name);
    const metrics = metricsOf(alarm(`Job${id}Failures`));
    expect(metrics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Namespace: 'AWS/Lambda', MetricName: 'Errors' }),
        expect.objectContaining({ Namespace: 'InspectionPortal', MetricName: `${id}ErrorLines` }),
      ]),
    );
    synth.jobs.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: Match.stringLikeRegexp('\\$\\.level = "error"'),
      MetricTransformations: [Match.objectLike({ MetricName: `${id}ErrorLines` })],
    });
  });
});
