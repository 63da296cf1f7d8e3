import type { FailedJob } from '../api/admin-queue-types';

/** How the admin tells a job apart in a button's name or a dialog: what it was for and its id's start. */
export function jobLabel(job: FailedJob): string {
  return `${job.summary.description} job ${job.id.slice(0, 8)}`;
}
