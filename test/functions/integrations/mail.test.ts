import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { createMailer, createSesClient, formatDisplayName } from '#functions/integrations/mail.js';

const config = {
  AWS_REGION: 'us-east-1',
  AWS_ENDPOINT_URL: undefined,
  MAIL_FROM: 'reports@inspector.example.com',
  BUSINESS_NAME: "Agent's Preferred Inspector",
};

describe('createMailer', () => {
  it('sends a UTF-8 text email from MAIL_FROM under the business name', async () => {
    const client = new SESClient({ region: 'us-east-1' });
    const ses = mockClient(client);
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });

    const id = await createMailer(config, client)({ to: 'agent@example.com', subject: 'Your report', text: 'Open https://x/r?t=1' });

    expect(id).toBe('ses-1');
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toEqual({
      Source: `"Agent's Preferred Inspector" <reports@inspector.example.com>`,
      Destination: { ToAddresses: ['agent@example.com'] },
      Message: {
        Subject: { Data: 'Your report', Charset: 'UTF-8' },
        Body: { Text: { Data: 'Open https://x/r?t=1', Charset: 'UTF-8' } },
      },
    });
  });

  it('lets a provider failure reach the caller, which retries', async () => {
    const client = new SESClient({ region: 'us-east-1' });
    mockClient(client).on(SendEmailCommand).rejects(new Error('Throttling'));
    await expect(createMailer(config, client)({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('Throttling');
  });

  it('talks to AWS_ENDPOINT_URL when it is set', async () => {
    const client = createSesClient({ AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL: 'http://127.0.0.1:4566' });
    const endpoint = await client.config.endpoint!();
    expect(`${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}`).toBe('http://127.0.0.1:4566');
  });
});

describe('formatDisplayName', () => {
  it('quotes ASCII names and escapes quotes', () => {
    expect(formatDisplayName('Say "Hi" Inspections')).toBe('"Say \\"Hi\\" Inspections"');
  });

  it('encodes non-ASCII names and keeps them on one line', () => {
    expect(formatDisplayName('Inspección\r\nBcc: x@y.z')).toBe(`=?UTF-8?B?${Buffer.from('Inspección Bcc: x@y.z').toString('base64')}?=`);
  });
});
