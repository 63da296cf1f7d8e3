/** The Khalti API endpoints a fault can be set on. */
const FAULT_ENDPOINTS = ['initiate', 'lookup', 'refund'] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];

/** Makes the next `times` calls of `endpoint` answer `status` (with `body`), or never answer (`hang`). */
export interface FaultSpec {
  endpoint: FaultEndpoint;
  status?: number;
  hang?: boolean;
  /** Default 1. */
  times?: number;
  /** JSON body of the forced answer; default `{"detail": "...", "status_code": status}`. */
  body?: unknown;
  /**
   * The call is carried out first and only its answer is lost (`hang`) or replaced (`status`): Khalti did it,
   * the merchant never heard. Default false: the call does nothing.
   */
  afterProcessing?: boolean;
}

/** A fault as stored: `remaining` counts down to 0, then it is gone. */
export interface ActiveFault {
  endpoint: FaultEndpoint;
  status?: number;
  hang: boolean;
  remaining: number;
  body?: unknown;
  afterProcessing: boolean;
}

/** Checks a fault given over HTTP or in code; returns the message of what is wrong. */
export function faultProblem(spec: unknown): string | undefined {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return 'Send a JSON object.';
  const { endpoint, status, hang, times, afterProcessing } = spec as Record<string, unknown>;
  if (!FAULT_ENDPOINTS.includes(endpoint as FaultEndpoint))
    return `endpoint must be one of ${FAULT_ENDPOINTS.join(', ')}.`;
  if (hang !== undefined && typeof hang !== 'boolean') return 'hang must be true or false.';
  if (afterProcessing !== undefined && typeof afterProcessing !== 'boolean')
    return 'afterProcessing must be true or false.';
  if (
    status !== undefined &&
    !(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599)
  )
    return 'status must be an HTTP error status (400-599).';
  if (!hang && status === undefined) return 'Give status (e.g. 500) or hang: true.';
  if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1))
    return 'times must be a whole number of at least 1.';
  return undefined;
}

/** The queue of faults: each call of an endpoint takes the oldest fault set on it. */
export class FaultQueue {
  private faults: ActiveFault[] = [];

  add(spec: FaultSpec): ActiveFault {
    const problem = faultProblem(spec);
    if (problem) throw new Error(problem);
    const fault: ActiveFault = {
      endpoint: spec.endpoint,
      status: spec.status,
      hang: spec.hang ?? false,
      remaining: spec.times ?? 1,
      body: spec.body,
      afterProcessing: spec.afterProcessing ?? false,
    };
    this.faults.push(fault);
    return { ...fault };
  }

  /** The fault for this call of `endpoint`, if one is set (uses one of its `times`). */
  take(endpoint: FaultEndpoint): ActiveFault | undefined {
    const fault = this.faults.find((candidate) => candidate.endpoint === endpoint);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return { ...fault };
  }

  list(): ActiveFault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults = [];
  }
}
