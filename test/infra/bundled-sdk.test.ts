import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { SESClient, VerifyEmailIdentityCommand } from '@aws-sdk/client-ses';
import { PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleEntry } from '#infra/stacks/bundle.js';
import { projectRoot } from '#infra/stacks/function.js';

// Our integrations, bundled by the stack's own options (the SDK clients as published, with
// their default credential chain: D-203), then run in a fresh `node` against the test
// endpoint: every SDK call a function makes, and the errors our code reads by name.

const region = 'us-east-1';
const endpoint = process.env.AWS_ENDPOINT_URL!;
const suffix = Math.random().toString(36).slice(2, 8);
const bucket = `bundled-${suffix}`;
const table = `bundled-${suffix}`;
const parameter = `/bundled-${suffix}/stripe-secret-key`;
const from = 'office@example.com';

const at = (...parts: string[]) => JSON.stringify(join(projectRoot, ...parts));

const probe = `
  import { ConditionCheckCommand, PutCommand, TransactWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
  import { createDb, isConditionFailure, failedConditions } from ${at('functions/data/table.ts')};
  import { createFiles } from ${at('functions/integrations/files.ts')};
  import { createFileLinks } from ${at('functions/integrations/file-links.ts')};
  import { createMailer } from ${at('functions/integrations/mail.ts')};
  import { createSmsSender } from ${at('functions/integrations/sms.ts')};
  import { stripeSecretKey } from ${at('functions/integrations/stripe-keys.ts')};

  const config = { AWS_REGION: ${JSON.stringify(region)}, AWS_ENDPOINT_URL: process.env.AWS_ENDPOINT_URL, FILES_BUCKET: ${JSON.stringify(bucket)},
    TABLE_NAME: ${JSON.stringify(table)}, MAIL_FROM: ${JSON.stringify(from)}, BUSINESS_NAME: "Agent's Preferred Inspector" };
  const failure = (error) => ({ name: error.name, reasons: failedConditions(error), condition: isConditionFailure(error) });

  export const handler = async () => {
    const out = {};
    const files = createFiles(config);
    await files.put('a/report.pdf', Buffer.from('%PDF-1.7 bundled'), 'application/pdf');
    const got = await files.get('a/report.pdf');
    out.get = [got.bytes.toString(), got.contentType];
    out.peek = await files.peek('a/report.pdf', 4).then((p) => [p.head.toString(), p.size, p.contentType]);
    out.missing = await files.peek('a/none.pdf', 4);
    await files.copy('a/report.pdf', 'b/copy.pdf', 'application/pdf', 'attachment; filename="r.pdf"');
    out.copy = (await files.get('b/copy.pdf')).bytes.toString();
    out.getMissing = await files.get('a/none.pdf').catch((error) => error.name);
    const links = createFileLinks(config);
    const link = await links.downloadLink('a/report.pdf', 'Report 1.pdf', 5);
    out.link = await fetch(link).then(async (r) => [r.status, await r.text()]);
    const form = await links.uploadForm('c/upload.pdf', 'application/pdf', 1000, 5);
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob(['%PDF-1.7 posted'], { type: 'application/pdf' }));
    out.post = (await fetch(form.url, { method: 'POST', body })).status;
    out.posted = (await files.get('c/upload.pdf')).bytes.toString();

    const db = createDb(config);
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { pk: 'A', sk: 'B', n: 1, list: ['x'], nested: { at: '2026-11-25' } } }));
    out.item = (await db.doc.send(new GetCommand({ TableName: db.table, Key: { pk: 'A', sk: 'B' } }))).Item;
    out.condition = await db.doc.send(new PutCommand({ TableName: db.table, Item: { pk: 'A', sk: 'B' }, ConditionExpression: 'attribute_not_exists(pk)' })).catch(failure);
    out.transaction = await db.doc.send(new TransactWriteCommand({ TransactItems: [
      { Put: { TableName: db.table, Item: { pk: 'A', sk: 'C' } } },
      { ConditionCheck: { TableName: db.table, Key: { pk: 'A', sk: 'B' }, ConditionExpression: 'n = :two', ExpressionAttributeValues: { ':two': 2 } } },
    ] })).catch(failure);

    out.mail = (await createMailer(config)({ to: 'casey@example.com', subject: 'Your report', text: 'Here it is.' })).length > 0;
    out.sms = (await createSmsSender(config)({ to: '7135550100', text: 'Your code is 123456' })).length > 0;
    out.ssm = [await stripeSecretKey({ ...config, STRIPE_SECRET_KEY_PARAMETER: ${JSON.stringify(parameter)} }),
      await stripeSecretKey({ ...config, STRIPE_SECRET_KEY_PARAMETER: '/bundled/absent' })];
    return out;
  };
`;

let bundle = '';
beforeAll(async () => {
  const s3 = new S3Client({ region, endpoint, forcePathStyle: true });
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  const dynamo = new DynamoDBClient({ region, endpoint });
  await dynamo.send(
    new CreateTableCommand({
      TableName: table,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
    }),
  );
  await new SESClient({ region, endpoint }).send(new VerifyEmailIdentityCommand({ EmailAddress: from }));
  await new SSMClient({ region, endpoint }).send(new PutParameterCommand({ Name: parameter, Value: 'sk_live_bundled', Type: 'SecureString' }));
  const dir = mkdtempSync(join(tmpdir(), 'portal-sdk-'));
  writeFileSync(join(dir, 'probe.ts'), probe);
  await bundleEntry(join(dir, 'probe.ts'), join(dir, 'out'), false, { nodePaths: [join(projectRoot, 'node_modules')] });
  bundle = join(dir, 'out', 'index.mjs');
}, 120_000);

describe('the SDK calls of our integrations, bundled', () => {
  it('work against the test endpoint, errors named as our code expects', { timeout: 60_000 }, () => {
    const script = `const { handler } = await import(${JSON.stringify(bundle)}); console.log(JSON.stringify(await handler()));`;
    const result = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8' })) as Record<string, unknown>;
    expect(result).toEqual({
      get: ['%PDF-1.7 bundled', 'application/pdf'],
      peek: ['%PDF', 16, 'application/pdf'],
      copy: '%PDF-1.7 bundled',
      getMissing: 'NoSuchKey',
      link: [200, '%PDF-1.7 bundled'],
      post: 204,
      posted: '%PDF-1.7 posted',
      item: { pk: 'A', sk: 'B', n: 1, list: ['x'], nested: { at: '2026-11-25' } },
      condition: { name: 'ConditionalCheckFailedException', reasons: [], condition: true },
      transaction: { name: 'TransactionCanceledException', reasons: [1], condition: true },
      mail: true,
      sms: true,
      ssm: ['sk_live_bundled', null],
    });
  });
});
