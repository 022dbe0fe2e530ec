const PARTS = ['month', 'day', 'year', 'hour', 'minute', 'dayPeriod'] as const;
type Part = (typeof PARTS)[number];

/**
 * docs/product.md: a date and time like 'Jan 5, 2025 1:30 PM', in the admin's time zone
 * (or the one given). An unreadable value is shown as it came.
 */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
  const parts = Object.fromEntries(
    format
      .formatToParts(date)
      .filter((part) => (PARTS as readonly string[]).includes(part.type))
      .map((part) => [part.type, part.value]),
  ) as Record<Part, string>;
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod.toUpperCase()}`;
}
