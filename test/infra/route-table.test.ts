import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '#functions/route-table.js';
import { findFunction } from './support/resources.js';
import { synthPortal, type Synthesized } from './support/synth-portal.js';

// Driven by the route table: a route added there is checked here without a new test.
let synth: Synthesized;
beforeAll(() => {
  synth = synthPortal();
});

describe('one function and one API route per route-table entry', () => {
  it('has a nested stack per module and nothing more', () => {
    expect([...synth.modules.keys()].sort()).toEqual([...new Set(routes.map((route) => route.module))].sort());
  });

  it('has exactly as many functions and routes as the table', () => {
    const count = (type: string) =>
      [...synth.modules.values()].reduce((sum, template) => sum + Object.keys(template.findResources(type)).length, 0);
    expect(count('AWS::Lambda::Function')).toBe(routes.length);
    expect(count('AWS::ApiGatewayV2::Route')).toBe(routes.length);
    expect(count('AWS::ApiGatewayV2::Integration')).toBe(routes.length);
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
    const template = synth.modules.get(route.module)!;
    const [logicalId, fn] = findFunction(template, key);
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: route.memory ?? 256,
      Timeout: route.timeout ?? 10,
    });
    // Its own log group, with a retention.
    const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
    const logGroup = template.toJSON().Resources[logGroupId];
    expect(logGroup.Properties.RetentionInDays).toBeGreaterThan(0);

    const [integrationId] = Object.entries(
      template.findResources('AWS::ApiGatewayV2::Integration', {
        Properties: { IntegrationUri: { 'Fn::GetAtt': [logicalId, 'Arn'] }, PayloadFormatVersion: '2.0' },
      }),
    )[0]!;
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: key,
      Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] },
    });
    // API Gateway may invoke it, for this route only (an HTTP API names the route's own path, {params} included).
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      Principal: 'apigateway.amazonaws.com',
      SourceArn: { 'Fn::Join': ['', Match.arrayWith([`/*/*${route.path}`])] },
    });
  });
});

describe('function environment', () => {
  it('gives every function the settings functions/config.ts reads', () => {
    const [, fn] = findFunction(synth.modules.get(routes[0]!.module)!, routeKey(routes[0]!));
    const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables).sort()).toEqual(
      [
        'APP_ENV',
        'APP_URL',
        'TABLE_NAME',
        'FILES_BUCKET',
        'ORIGIN_VERIFY_SECRET',
        'MAIL_FROM',
        'BUSINESS_NAME',
        'BUSINESS_PHONE',
        'BUSINESS_EMAIL',
        'BUSINESS_LICENSE',
        'BUSINESS_TIME_ZONE',
      ].sort(),
    );
    expect(variables.APP_ENV).toBe('production');
    expect(variables.TABLE_NAME).toEqual({ Ref: expect.stringMatching(/Table/) });
    expect(variables.FILES_BUCKET).toEqual({ Ref: expect.stringMatching(/Files/) });
    // A reference CloudFormation resolves at deploy: the secret itself is never in the template.
    expect(JSON.stringify(variables.ORIGIN_VERIFY_SECRET)).toMatch(/resolve:secretsmanager:/);
    // Without appUrl the distribution's own domain is the public origin.
    expect(JSON.stringify(variables.APP_URL)).toMatch(/https:\/\/.*Distribution.*DomainName/);
  });

  it('takes the public origin and business details from the CDK context', () => {
    const custom = synthPortal({
      context: {
        appUrl: 'https://portal.example.com/',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        mailFrom: 'reports@example.com',
        businessName: 'Lone Star Inspections',
        businessPhone: '5125550199',
      },
    });
    const [, fn] = findFunction(custom.modules.get(routes[0]!.module)!, routeKey(routes[0]!));
    expect(fn.Properties.Environment.Variables).toMatchObject({
      APP_URL: 'https://portal.example.com',
      MAIL_FROM: 'reports@example.com',
      BUSINESS_NAME: 'Lone Star Inspections',
      BUSINESS_PHONE: '5125550199',
    });
  });

  it('refuses at synth a setting the functions would refuse at start', () => {
    expect(() => synthPortal({ context: { businessPhone: '555-0199' } })).toThrow(/BUSINESS_PHONE must be 10 digits/);
    expect(() => synthPortal({ context: { appUrl: 'http://portal.example.com' } })).toThrow(/APP_URL must be https/);
  });
});
