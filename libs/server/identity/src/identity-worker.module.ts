import { Module } from '@nestjs/common';
import { ListAdminEmailsHandler } from './queries/list-admin-emails/list-admin-emails.handler';
import { PreferredLanguagesHandler } from './queries/preferred-languages/preferred-languages.handler';

/**
 * What the worker may ask of identity: the language of a recipient's account (for their e-mails) and the
 * admins' addresses (for admin-facing e-mails whose event is recorded in the worker, such as a paused webhook
 * endpoint). The rest of identity (HTTP, sessions) stays in the API.
 */
@Module({ providers: [ListAdminEmailsHandler, PreferredLanguagesHandler] })
export class IdentityWorkerModule {}
