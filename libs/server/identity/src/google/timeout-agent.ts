import { Agent as HttpAgent, ClientRequestArgs } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

type ConnectionCallback = (error: Error | null, stream: Duplex) => void;

function destroyWhenSilent(socket: Duplex | null | undefined, timeoutMs: number): Duplex | null | undefined {
  // The agent's own `timeout` option only emits an event; nothing aborts the request unless we do.
  if (socket instanceof Socket) {
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`No answer within ${timeoutMs} ms`)));
  }
  return socket;
}

class TimeoutHttpAgent extends HttpAgent {
  constructor(private readonly timeoutMs: number) {
    super();
  }

  override createConnection(options: ClientRequestArgs, callback?: ConnectionCallback) {
    return destroyWhenSilent(super.createConnection(options, callback), this.timeoutMs);
  }
}

class TimeoutHttpsAgent extends HttpsAgent {
  constructor(private readonly timeoutMs: number) {
    super();
  }

  override createConnection(options: ClientRequestArgs, callback?: ConnectionCallback) {
    return destroyWhenSilent(super.createConnection(options, callback), this.timeoutMs);
  }
}

/**
 * An agent for `url`'s protocol whose requests fail after `timeoutMs` without data, for clients
 * (like node-oauth, under passport-oauth2) that have no timeout of their own.
 */
export function timeoutAgentFor(url: string, timeoutMs: number): HttpAgent {
  return new URL(url).protocol === 'https:'
    ? new TimeoutHttpsAgent(timeoutMs)
    : new TimeoutHttpAgent(timeoutMs);
}
