import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxRoutes } from './outbox-routes';

/** The outbox table and the routing table; imported once by each app. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([OutboxMessage])],
  providers: [OutboxRoutes],
  exports: [OutboxRoutes, MikroOrmModule],
})
export class OutboxModule {}
