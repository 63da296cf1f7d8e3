import { formatDate } from '@/shared/format';

/**
 * How long ago something happened, by the spec's rule: under 60 s 'Just now', then minutes under 60,
 * hours under 24, days under 30, then the day itself ('23 Nov 2026', the shop's date format); the future is 'Upcoming' and
 * a time that cannot be read 'Unknown time'.
 */
export function relativeTime(time: string, now: Date = new Date()): string {
  const at = new Date(time);
  if (Number.isNaN(at.getTime())) return 'Unknown time';
  const seconds = Math.floor((now.getTime() - at.getTime()) / 1000);
  if (seconds < 0) return 'Upcoming';
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return formatDate(at) ?? 'Unknown time';
}
