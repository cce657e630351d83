import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { table } from '#infra/resources.js';
import type { Resource } from './support/resources.js';
import { synthPortal } from './support/synth-portal.js';

const { root } = synthPortal();
const buckets = root.findResources('AWS::S3::Bucket') as Record<string, Resource>;
const bucketId = (name: 'Files' | 'Site') => Object.keys(buckets).find((id) => id.startsWith(`Data${name}`))!;

describe('table', () => {
  it('has the keys and indexes of infra/resources.ts, paid per request', () => {
    root.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: table.indexes.map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
    });
  });

  it('expires items by TTL, keeps backups, refuses deletion and streams new images', () => {
    root.resourceCountIs('AWS::DynamoDB::Table', 1);
    root.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      }),
    });
  });
});

describe('buckets', () => {
  it.each(['Files', 'Site'] as const)('%s is private and encrypted', (name) => {
    const bucket = buckets[bucketId(name)]!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toMatch(
      /AES256|aws:kms/,
    );
    expect(bucket.DeletionPolicy).toBe('Retain');
  });

  it.each(['Files', 'Site'] as const)('%s refuses plain HTTP', (name) => {
    root.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId(name) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('keeps old versions of files for a while, then lets them go', () => {
    const files = buckets[bucketId('Files')]!.Properties;
    expect(files.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(files.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: expect.any(Number) } })]),
    );
  });

  it('deletes unchecked direct uploads after a day', () => {
    const rules = buckets[bucketId('Files')]!.Properties.LifecycleConfiguration.Rules;
    expect(rules).toEqual(expect.arrayContaining([expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' })]));
  });

  it('accepts cross-origin requests only as presigned POSTs from the site', () => {
    const rules = buckets[bucketId('Files')]!.Properties.CorsConfiguration.CorsRules;
    expect(rules).toHaveLength(1);
    expect(rules[0].AllowedMethods).toEqual(['POST']);
    expect(JSON.stringify(rules[0].AllowedOrigins)).toMatch(/https:\/\/.*Distribution.*DomainName/);
    expect(buckets[bucketId('Site')]!.Properties.CorsConfiguration).toBeUndefined();

    const custom = synthPortal({
      context: { appUrl: 'https://portal.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
    });
    custom.root.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://portal.example.com'] })] },
    });
  });
});
