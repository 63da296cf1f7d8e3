import { Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay.service';

/** Runs the outbox relay; imported by the worker only. */
@Module({ providers: [OutboxRelay], exports: [OutboxRelay] })
export class OutboxRelayModule {}
