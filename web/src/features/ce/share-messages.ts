import type { NextSession } from '#shared/ce.js';
import { formatDay } from '../../lib/format-date';
import { formatHours, formatTime } from './format-ce';

// The share page's twelve messages (issue 11 point 5; product/outreach.md §2 /ce-class leaves
// the texts to us): written for an agent to send another agent by text, email or a
// post. Each names the next scheduled session when there is one.

export interface ShareMessage {
  title: string;
  text: string;
}

/** "Foundations and Drainage on Wed, Dec 2, 2026 at 6:00 PM at Katy Office (3 CE hours)". */
export function describeSession(next: NextSession): string {
  const time = formatTime(next.session_time);
  return `${next.class_name} on ${formatDay(next.session_date)}${time ? ` at ${time}` : ''}${next.location ? ` at ${next.location}` : ''} (${formatHours(next.hours)})`;
}

export function shareMessages(next: NextSession | null, business: string): ShareMessage[] {
  const by = business || 'our inspection company';
  const nextLine = next ? `The next one: ${describeSession(next)}.` : 'Ask me for the date of the next one.';
  const soon = next ? `Next up: ${describeSession(next)}.` : 'New dates are posted all the time; ask me for the next one.';
  return [
    { title: 'Quick text', text: `Hey! ${by} teaches free CE classes for agents. ${nextLine} Want to come with me?` },
    { title: 'Renewal reminder', text: `Texas licences need 18 CE hours every two years. ${by} offers free classes that count. ${nextLine}` },
    { title: 'Bring a friend', text: `I'm going to a free CE class by ${by} and thought of you. ${soon} Come sit with me!` },
    { title: 'Short and sweet', text: `Free CE hours, no catch. ${soon}` },
    { title: 'For new agents', text: `New to the business? ${by} runs free CE classes that explain what inspectors look for and how to read a report. ${nextLine}` },
    { title: 'Team email', text: `Hi team, ${by} is hosting a free continuing-education class for agents. ${nextLine} Check-in is quick: scan the QR code in class and find your name.` },
    { title: 'Social post', text: `Earning my CE hours for free with ${by}. Agents, join me! ${soon}` },
    { title: 'Before the deadline', text: `Renewal coming up? Don't pay for CE you can get free. ${by} teaches classes for Texas agents. ${nextLine}` },
    { title: 'Buyer questions', text: `Tired of guessing what an inspection report means? ${by}'s free CE class walks through it, and the hours count toward your renewal. ${nextLine}` },
    { title: 'Office announcement', text: `FYI for everyone in the office: free CE class from ${by}. ${soon} Bring your licence number.` },
    { title: 'Follow-up', text: `Following up on the free CE class I mentioned. ${nextLine} Let me know if you want to go together.` },
    { title: 'Thank-you note', text: `Thanks for all your help on our last deal! If you need CE hours, ${by} teaches free classes. ${nextLine}` },
  ];
}
