import { Module } from '@nestjs/common';
import { PreferredLanguagesHandler } from './queries/preferred-languages/preferred-languages.handler';

/** What the worker asks of identity: the language of a recipient's account, for their e-mails. */
@Module({ providers: [PreferredLanguagesHandler] })
export class IdentityWorkerModule {}
