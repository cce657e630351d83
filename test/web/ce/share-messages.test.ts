import { describe, expect, it } from 'vitest';
import { describeSession, shareMessages } from '#web/src/features/ce/share-messages.js';

const next = { class_name: 'Foundations and Drainage', session_date: '2026-12-02', session_time: '18:00', location: 'Katy Office', hours: 3 };

describe('shareMessages', () => {
  it('gives twelve distinct messages, each naming the next session when there is one', () => {
    const messages = shareMessages(next, 'Bayou Inspections');
    expect(messages).toHaveLength(12);
    expect(new Set(messages.map((message) => message.text)).size).toBe(12);
    expect(new Set(messages.map((message) => message.title)).size).toBe(12);
    for (const message of messages) expect(message.text).toContain('Foundations and Drainage on Wed, Dec 2, 2026 at 6:00 PM at Katy Office (3 CE hours)');
  });

  it('stays useful without a scheduled session or a business name', () => {
    const messages = shareMessages(null, '');
    expect(messages).toHaveLength(12);
    for (const message of messages) {
      expect(message.text).not.toContain('undefined');
      expect(message.text).toMatch(/next one/);
    }
  });

  it('leaves out a time and a place that are not set', () => {
    expect(describeSession({ ...next, session_time: null, location: null, hours: 1 })).toBe('Foundations and Drainage on Wed, Dec 2, 2026 (1 CE hour)');
  });
});
