import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { createSmsSender, toE164 } from '#functions/integrations/sms.js';

const config = { AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL: undefined };

describe('createSmsSender', () => {
  it('publishes to the phone in E.164 as a transactional SMS', async () => {
    const client = new SNSClient({ region: 'us-east-1' });
    const sns = mockClient(client);
    sns.on(PublishCommand).resolves({ MessageId: 'sns-1' });

    expect(await createSmsSender(config, client)({ to: '7135550100', text: 'Your code is 123456' })).toBe('sns-1');
    expect(sns.commandCalls(PublishCommand)[0]!.args[0].input).toEqual({
      PhoneNumber: '+17135550100',
      Message: 'Your code is 123456',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
  });
});

describe('toE164', () => {
  it('turns a US number, however written, into +1 and 10 digits', () => {
    expect(toE164('7135550100')).toBe('+17135550100');
    expect(toE164('(713) 555-0100')).toBe('+17135550100');
    expect(toE164('+1 713 555 0100')).toBe('+17135550100');
  });

  it('refuses anything that is not 10 digits', () => {
    expect(() => toE164('555-0100')).toThrow('10-digit');
  });
});
