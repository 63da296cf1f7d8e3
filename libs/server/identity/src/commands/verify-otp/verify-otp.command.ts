import { Command } from '@nestjs/cqrs';
import { OtpPurpose } from '@kukur/contracts';

/** Someone enters the code they were e-mailed; a right code proves the address for the next step. */
export class VerifyOtpCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly purpose: OtpPurpose,
    readonly otp: string,
    readonly ip: string,
  ) {
    super();
  }
}
