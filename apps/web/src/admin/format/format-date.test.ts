import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.js';
import { formatWait } from './format-wait.js';

describe('formatDateTime', () => {
  it("writes a date like 'Jan 5, 2025 1:30 PM'", () => {
    expect(formatDateTime('2025-01-05T13:30:00Z', 'UTC')).toBe('Jan 5, 2025 1:30 PM');
  });

  it('uses the given time zone, 12-hour clock with midnight and noon as 12', () => {
    expect(formatDateTime('2025-01-05T13:30:00Z', 'Asia/Kolkata')).toBe('Jan 5, 2025 7:00 PM');
    expect(formatDateTime('2024-12-31T00:05:00Z', 'UTC')).toBe('Dec 31, 2024 12:05 AM');
    expect(formatDateTime('2025-06-15T12:00:00Z', 'UTC')).toBe('Jun 15, 2025 12:00 PM');
  });

  it('keeps two-digit minutes and accepts Date objects', () => {
    expect(formatDateTime(new Date(Date.UTC(2025, 10, 22, 9, 7)), 'UTC')).toBe('Nov 22, 2025 9:07 AM');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatWait', () => {
  it('rounds up to whole minutes from a minute on, and says seconds below', () => {
    expect(formatWait(900)).toBe('15 minutes');
    expect(formatWait(601)).toBe('11 minutes');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(0)).toBe('1 second');
  });
});
