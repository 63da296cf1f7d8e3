import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import type { QueueName } from '../queue/queue-names';

export { z };

/**
 * A domain event's contract, declared next to its class: a versioned type name, the schema of its
 * payload (checked when the event is recorded and again when a queue processes it), and the queues that
 * consume it. The API and the worker both load every module's events, so both know the whole catalogue:
 * the relay publishes only declared types, and health reports rows of any other type.
 */
export interface EventDefinition<TSchema extends z.ZodTypeAny = z.ZodTypeAny> {
  /** Module-qualified and versioned, such as `ordering.order-placed.v1`. */
  readonly type: string;
  readonly schema: TSchema;
  /** The queues that consume it; an explicit `[]` means nobody does on purpose (it is marked published). */
  readonly queues: readonly QueueName[];
  /**
   * The unversioned name the event had before event types carried a version. Outbox rows written under it
   * (by an API of the previous release during a rolling deploy) are relayed as this version, and jobs
   * queued under it (waiting, or failed and retried by an admin) are processed as this version.
   */
  readonly formerly?: string;
}

/** `module.event-name.vN`: a payload change old consumers cannot read is a new version, not an edit. */
export const EVENT_TYPE_PATTERN = /^[a-z]+\.[a-z0-9]+(?:-[a-z0-9]+)*\.v[1-9][0-9]*$/;

const definitions = new Map<string, EventDefinition>();
/** Former (unversioned) name -> declared type. */
const formerNames = new Map<string, string>();

/** Declares an event; called once per event type, next to its class. */
export function defineEvent<TSchema extends z.ZodTypeAny>(definition: {
  type: string;
  schema: TSchema;
  queues: readonly QueueName[];
  formerly?: string;
}): EventDefinition<TSchema> {
  if (!EVENT_TYPE_PATTERN.test(definition.type)) {
    throw new Error(`Event type ${definition.type} is not of the form module.event-name.v1`);
  }
  if (definitions.has(definition.type)) throw new Error(`Event type ${definition.type} is declared twice`);
  const { formerly } = definition;
  if (formerly !== undefined) {
    if (`${formerly}.v1` !== definition.type) {
      throw new Error(
        `Event type ${definition.type} cannot have been ${formerly} (only a v1 had a former name)`,
      );
    }
    if (formerNames.has(formerly)) throw new Error(`Former event type ${formerly} is declared twice`);
    formerNames.set(formerly, definition.type);
  }
  const frozen = Object.freeze({ ...definition, queues: Object.freeze([...new Set(definition.queues)]) });
  definitions.set(definition.type, frozen);
  return frozen;
}

/** The declared events of this process (every module it loads). */
export const EventCatalogue = {
  /** The declared type a name stands for: itself, or the version a former (unversioned) name became. */
  canonical(type: string): string {
    return formerNames.get(type) ?? type;
  },
  /** The declaration of a type or of a former name. */
  get(type: string): EventDefinition | undefined {
    return definitions.get(formerNames.get(type) ?? type);
  },
  /** The declared (versioned) types. */
  types(): string[] {
    return [...definitions.keys()].sort();
  },
  /** The declared types and the former names that stand for them: what the relay publishes. */
  recognisedTypes(): string[] {
    return [...definitions.keys(), ...formerNames.keys()].sort();
  },
  /** The queues a declared type goes to; undefined when the type is not declared. */
  queuesFor(type: string): readonly QueueName[] | undefined {
    return EventCatalogue.get(type)?.queues;
  },
};

/** Why a payload does not fit its schema, in one line: `items.0.quantity: Expected number, received string`. */
export function describeSchemaIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(payload)'}: ${issue.message}`)
    .join('; ');
}

/** Thrown when an event about to be recorded is undeclared or its payload breaks its schema: a bug. */
export class InvalidEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEventError';
  }
}

/** Checks an event before it is recorded; throws `InvalidEventError` (the caller's transaction rolls back). */
export function assertValidEvent(type: string, payload: unknown): void {
  const definition = definitions.get(type);
  if (!definition) throw new InvalidEventError(`Event type ${type} is not declared (defineEvent)`);
  const result = definition.schema.safeParse(payload);
  if (!result.success) {
    throw new InvalidEventError(
      `Event ${type} has an invalid payload: ${describeSchemaIssues(result.error)}`,
    );
  }
}

/** What a processor needs of an outbox job to read its event. */
export interface EventJobLike {
  id?: string;
  name: string;
  data: unknown;
}

/**
 * The payload of an outbox job, checked against the schema of its event. A job whose type is undeclared,
 * whose name and type disagree or whose payload breaks the schema fails at once (no retry would mend it),
 * with the reason in its failed reason.
 */
export function readEventJob<TSchema extends z.ZodTypeAny>(
  job: EventJobLike,
  expected?: EventDefinition<TSchema>,
): z.infer<TSchema> {
  const data = (job.data ?? {}) as { type?: unknown; payload?: unknown };
  const type = typeof data.type === 'string' ? data.type : job.name;
  const label = `Job ${job.name}${job.id ? ` (${job.id})` : ''}`;
  if (type !== job.name) throw new UnrecoverableError(`${label} carries an event of type ${type}`);
  if (expected && expected.type !== EventCatalogue.canonical(type)) {
    throw new UnrecoverableError(`${label} is not a ${expected.type} event`);
  }
  const definition = expected ?? EventCatalogue.get(type);
  if (!definition) throw new UnrecoverableError(`${label}: event type ${type} is not declared`);
  const result = definition.schema.safeParse(data.payload);
  if (!result.success) {
    throw new UnrecoverableError(
      `${label}: the payload does not match the ${definition.type} schema: ${describeSchemaIssues(result.error)}`,
    );
  }
  return data.payload as z.infer<TSchema>;
}
