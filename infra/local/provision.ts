import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { SESClient, VerifyEmailIdentityCommand } from '@aws-sdk/client-ses';
import type { Config } from '../../functions/config.js';
import { table } from '../resources.js';

type Target = Pick<Config, 'AWS_REGION' | 'TABLE_NAME' | 'FILES_BUCKET' | 'MAIL_FROM' | 'APP_URL'> & { AWS_ENDPOINT_URL: string };

/**
 * Creates what the stack would on a local AWS-compatible endpoint: the table with its
 * indexes and TTL (from infra/resources.ts), the files bucket and the verified sender.
 * Safe to run again: what exists is left as it is.
 */
export async function provision(config: Target): Promise<void> {
  const client = { region: config.AWS_REGION, endpoint: config.AWS_ENDPOINT_URL };
  await Promise.all([
    createTable(new DynamoDBClient(client), config.TABLE_NAME),
    createBucket(new S3Client({ ...client, forcePathStyle: true }), config.FILES_BUCKET, new URL(config.APP_URL).origin),
    new SESClient(client).send(new VerifyEmailIdentityCommand({ EmailAddress: config.MAIL_FROM })),
  ]);
}

async function createTable(dynamo: DynamoDBClient, name: string): Promise<void> {
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: name }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keys = [table.partitionKey, table.sortKey, ...table.indexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  await dynamo.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keys.map((key) => ({ AttributeName: key, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: table.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    }),
  );
  await dynamo.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
    }),
  );
}

/** The files bucket, taking the site's presigned uploads like the deployed one (infra/stacks/data.ts). */
async function createBucket(s3: S3Client, name: string, siteOrigin: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: name }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: name }));
  }
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: name,
      CORSConfiguration: { CORSRules: [{ AllowedOrigins: [siteOrigin], AllowedMethods: ['POST'], AllowedHeaders: ['*'], MaxAgeSeconds: 3600 }] },
    }),
  );
}
