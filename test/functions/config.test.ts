import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '#functions/config.js';

describe('configuration', () => {
  it('runs a fresh clone on defaults', () => {
    const config = parseConfig({});
    expect(config.APP_ENV).toBe('development');
    expect(config.PORT).toBe(3000);
    expect(config.BUSINESS_TIME_ZONE).toBe('America/Chicago');
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', APP_URL: '' }).APP_URL).toBe('http://localhost:3000');
  });

  it('stops with one clear line naming the bad setting', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ BUSINESS_PHONE: '555' })).toThrow('Invalid configuration: BUSINESS_PHONE must be 10 digits');
  });

  it('refuses plain http and a local endpoint in production', () => {
    expect(() => parseConfig({ APP_ENV: 'production', APP_URL: 'http://portal.example.com' })).toThrow(/APP_URL/);
    expect(() =>
      parseConfig({ APP_ENV: 'production', APP_URL: 'https://portal.example.com', AWS_ENDPOINT_URL: 'http://localhost:4566' }),
    ).toThrow(/AWS_ENDPOINT_URL/);
  });
});
