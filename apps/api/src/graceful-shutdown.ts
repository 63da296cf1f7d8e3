import { Logger } from '@nestjs/common';
import { urlPath } from '@kukur/server-kernel';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Server, ServerResponse } from 'node:http';

export interface GracefulShutdownOptions {
  /** Longest wait for requests under way before the server stops anyway. */
  graceMs: number;
  /** How long no request may arrive before the listener closes (connections the kernel has queued get served). */
  quietMs: number;
}

/**
 * Stops the API without failing a request it has accepted. On SIGTERM/SIGINT the health check turns 503 (so a
 * load balancer stops sending), every response asks its client to close the connection, and the listener stays
 * open until requests have stopped arriving — closing it at once would reset connections the kernel had already
 * accepted. Then the server closes, the requests under way finish, and only then do the database and the queues
 * close (`app.close()`).
 */
export class GracefulShutdown {
  private readonly logger = new Logger(GracefulShutdown.name);
  private readonly underWay = new Set<ServerResponse>();
  private draining = false;
  private lastArrival = Date.now();

  constructor(
    private readonly app: NestFastifyApplication,
    private readonly options: GracefulShutdownOptions,
  ) {}

  /** A Fastify `onRequest` hook, added before the API starts listening. */
  readonly track = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    this.lastArrival = Date.now();
    if (this.draining) {
      void reply.header('Connection', 'close');
      if (urlPath(request.url) === '/api/health') {
        void reply.status(503).header('Retry-After', '5').send({ status: 'shutting-down' });
        return;
      }
    }
    const response = reply.raw;
    this.underWay.add(response);
    response.once('close', () => this.underWay.delete(response));
    done();
  };

  onSignals(signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): void {
    for (const signal of signals) {
      process.once(signal, () => {
        this.stop(signal).then(
          () => process.exit(0),
          (error: unknown) => {
            this.logger.error({ err: error }, 'The API did not stop cleanly');
            process.exit(1);
          },
        );
      });
    }
  }

  async stop(reason: string): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    this.logger.log(`${reason}: finishing ${this.underWay.size} request(s) under way, then stopping`);
    for (const response of this.underWay) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    const deadline = Date.now() + this.options.graceMs;
    while (Date.now() < deadline && Date.now() - this.lastArrival < this.options.quietMs) {
      await sleep(Math.min(50, this.options.quietMs));
    }
    const server = this.app.getHttpServer() as Server;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const left = deadline - Date.now();
    if (
      (await Promise.race([closed.then(() => true), sleep(Math.max(left, 0)).then(() => false)])) === false
    ) {
      this.logger.warn(
        `${this.underWay.size} request(s) still under way after the grace period; closing them`,
      );
      server.closeAllConnections();
      await closed;
    }
    await this.app.close();
    this.logger.log('API stopped');
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
