import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { table as tableSpec } from '../resources.js';

/** The table and the two buckets: everything that holds data and outlives a deploy. */
export class PortalData extends Construct {
  readonly table: Table;
  /** Photos, signatures, report PDFs. */
  readonly files: Bucket;
  /** The built SPA, read only by CloudFront. */
  readonly site: Bucket;
  /** S3's access logs of the two buckets above (D-161). */
  readonly logs: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableSpec.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableSpec.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableSpec.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // The outbox dispatcher reads new messages from the stream (product/platform.md §7).
      stream: StreamViewType.NEW_IMAGE,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableSpec.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    this.logs = createLogBucket(this);
    this.files = new Bucket(this, 'Files', {
      ...privateBucket,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/files/',
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        // A replaced or deleted file stays recoverable for a month, then stops costing.
        { noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Report PDFs land here from the browser and are copied once checked (data-model C3); leftovers go.
        { prefix: 'incoming/', expiration: Duration.days(1) },
      ],
    });
    this.site = new Bucket(this, 'Site', {
      ...privateBucket,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Where the browser posts presigned uploads: the SDK names the bucket by its regional
   * host. Any bucket of the region, not this one: naming it would make the distribution's
   * headers depend on the bucket, whose CORS rule already depends on the distribution.
   */
  get uploadOrigins(): string[] {
    return [`https://*.s3.${Aws.REGION}.amazonaws.com`];
  }

  /** Browsers upload large files straight to S3 with a presigned POST from the site (product/platform.md §4). */
  allowUploadsFrom(origin: string): void {
    this.files.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [HttpMethods.POST],
      allowedHeaders: ['*'],
      maxAge: 3600,
    });
  }
}

const privateBucket = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
} as const;

/**
 * Who read or changed a file or a page of the site, kept 90 days like the functions'
 * logs. S3 delivers them through the bucket policy. Not logged itself (cdk-nag accepts
 * a bucket that receives other buckets' logs). Presigned links appear in these logs
 * with their signature, but expire in minutes, before S3 delivers the log (hours).
 */
function createLogBucket(scope: Construct): Bucket {
  return new Bucket(scope, 'Logs', {
    ...privateBucket,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [{ expiration: Duration.days(90) }],
  });
}
