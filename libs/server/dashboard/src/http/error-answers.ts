import { BACK_OFFICE_ERROR_CODES as CODES, BACK_OFFICE_MESSAGES as MESSAGES } from '@kukur/contracts';
import { errorAnswer } from '@kukur/server-kernel';

/** A queue name that is not one of the system's queues. */
export const UNKNOWN_QUEUE = errorAnswer(404, CODES.unknownQueue, MESSAGES.unknownQueue);

/** One failed job, retried or discarded: gone from the queue, or not (or no longer) failed. */
export const JOB_NOT_FOUND = errorAnswer(404, CODES.jobNotFound, MESSAGES.jobNotFound);
export const JOB_NOT_FAILED = errorAnswer(409, CODES.jobNotFailed, MESSAGES.jobNotFailed);
export const FAILED_JOB_ANSWERS = [UNKNOWN_QUEUE, JOB_NOT_FOUND, JOB_NOT_FAILED];
