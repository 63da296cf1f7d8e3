import { Module } from '@nestjs/common';
import { ListAdminEmailsHandler } from './queries/list-admin-emails/list-admin-emails.handler';

/**
 * What the worker may ask of identity: the admins' addresses, for admin-facing e-mails whose event is
 * recorded in the worker (a paused webhook endpoint). The rest of identity (HTTP, sessions) stays in the API.
 */
@Module({ providers: [ListAdminEmailsHandler] })
export class IdentityWorkerModule {}
