import { Global, Module } from '@nestjs/common';
import { NotifyAfterCommit } from './notify-after-commit';

/**
 * Announces committed outbox and product writes after the commit (NotifyAfterCommit). Every process whose
 * database options come from createMikroOrmOptions imports it: those options tell the triggers to leave the
 * notifying to it.
 */
@Global()
@Module({ providers: [NotifyAfterCommit], exports: [NotifyAfterCommit] })
export class CommitNotificationsModule {}
