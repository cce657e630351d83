import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#functions/config.js';
import { createLocalDeps } from '#infra/local/local-deps.js';
import type { LocalStore } from '#infra/local/store.js';

// The table client of a local stack, against an endpoint that holds each request 40 ms and
// counts how many are in flight per item: what createLocalDeps wires (infra/local/write-locks.ts)
// must keep writes to one item one at a time and let writes to different items overlap.
let server: Server;
let endpoint: string;
const inFlight = new Map<string, number>();
const most = new Map<string, number>();
let mostOverall = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const input = JSON.parse(body) as { Key?: { pk: { S: string } }; Item?: { pk: { S: string } } };
      const pk = (input.Key ?? input.Item)!.pk.S;
      inFlight.set(pk, (inFlight.get(pk) ?? 0) + 1);
      most.set(pk, Math.max(most.get(pk) ?? 0, inFlight.get(pk)!));
      mostOverall = Math.max(mostOverall, [...inFlight.values()].reduce((sum, count) => sum + count, 0));
      setTimeout(() => {
        inFlight.set(pk, inFlight.get(pk)! - 1);
        response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
      }, 40);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the table client on a local endpoint', () => {
  it('sends writes to one item one at a time and writes to different items together', async () => {
    // No journal: only the lock and the wait for a restored moto (which is up) stand between.
    const config = { AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL: endpoint, TABLE_NAME: 'table', FILES_BUCKET: 'files' } as Config;
    const { db } = createLocalDeps({ config, journal: undefined } as unknown as LocalStore, { whenUp: async () => undefined });
    const key = (pk: string) => ({ pk, sk: 'ITEM' });
    const writes = ['A', 'B', 'C'].flatMap((pk) => [
      db.doc.send(new PutCommand({ TableName: db.table, Item: { ...key(pk), n: 0 } })),
      db.doc.send(new UpdateCommand({ TableName: db.table, Key: key(pk), UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': 1 } })),
      db.doc.send(new DeleteCommand({ TableName: db.table, Key: key(pk) })),
    ]);
    await Promise.all(writes);
    expect(Object.fromEntries(most)).toEqual({ A: 1, B: 1, C: 1 });
    expect(mostOverall).toBeGreaterThan(1);
  });
});
