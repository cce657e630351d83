import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#functions/config.js';
import { getDeps } from '#functions/deps.js';
import { handler } from '#functions/settings/get-business-info.js';
import { businessInfoSchema } from '#shared/settings.js';
import { call, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

describe('GET /api/business-info', () => {
  it('answers the configured business, to anyone', async () => {
    const config = parseConfig({ ...process.env, BUSINESS_NAME: 'Bayou Home Inspections', BUSINESS_LICENSE: 'TREC #9999' });
    const answer = await call(handler.withDeps({ ...getDeps(), config }), 'GET /api/business-info');
    expect(answer.status).toBe(200);
    expect(businessInfoSchema.parse(answer.json)).toMatchObject({
      name: 'Bayou Home Inspections',
      license: 'TREC #9999',
      is_production: false,
    });
  });
});
