import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { IDENTITY_MESSAGES } from '@kukur/contracts';
import { ApiErrorAnswers, clientIp, ErrorResponseDto } from '@kukur/server-kernel';
import type { FastifyRequest as Request } from 'fastify';
import { SendOtpCommand } from '../commands/send-otp/send-otp.command';
import { VerifyOtpCommand } from '../commands/verify-otp/verify-otp.command';
import { SendOtpRequestDto, VerifyOtpRequestDto } from './account.request.dto';
import { MessageResponseDto } from './account.response.dto';
import {
  EMAIL_TAKEN,
  OTP_EXPIRED,
  OTP_INVALID,
  OTP_LOCKED,
  OTP_RESEND_TOO_SOON,
  TOO_MANY_OTP_CHECKS,
} from './error-answers';

@ApiTags('accounts')
@Controller('otp')
export class OtpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('send-otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'E-mail a 6-digit code (valid 10 minutes) to verify an address before signup, or to reset a password. ' +
      'For a reset the answer is the same whether the address has an account or not.',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid email address' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `verification: ${IDENTITY_MESSAGES.emailTaken}`,
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Asked too often' })
  @ApiErrorAnswers([EMAIL_TAKEN, OTP_RESEND_TOO_SOON])
  async sendOtp(@Body() body: SendOtpRequestDto, @Req() request: Request): Promise<MessageResponseDto> {
    await this.commandBus.execute(
      new SendOtpCommand(body.email, body.purpose, clientIp(request), body.language),
    );
    return { message: IDENTITY_MESSAGES.otpSent };
  }

  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check an e-mailed code; single use, dead after 5 wrong tries' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.otpInvalid })
  @ApiGoneResponse({ type: ErrorResponseDto, description: IDENTITY_MESSAGES.otpExpired })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many wrong tries for this code, or too many checks',
  })
  @ApiErrorAnswers([OTP_INVALID, OTP_EXPIRED, OTP_LOCKED, TOO_MANY_OTP_CHECKS])
  async verifyOtp(@Body() body: VerifyOtpRequestDto, @Req() request: Request): Promise<MessageResponseDto> {
    await this.commandBus.execute(
      new VerifyOtpCommand(body.email, body.purpose, body.otp, clientIp(request)),
    );
    return { message: IDENTITY_MESSAGES.otpVerified };
  }
}
