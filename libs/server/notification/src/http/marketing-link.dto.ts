import { ApiProperty } from '@nestjs/swagger';

const TOKEN_EXAMPLE =
  'm1.eyJlIjoic2l0YUBleGFtcGxlLmNvbSIsInAiOiJ1bnN1YnNjcmliZSIsInQiOjE3NjQwMDAwMDAwMDB9.abc';

export const TOKEN_QUERY = {
  name: 'token',
  required: true,
  description: 'The signed token of the e-mail link (bound to the address and the purpose)',
  example: TOKEN_EXAMPLE,
} as const;

export class MarketingLinkDto {
  @ApiProperty({ example: 'sita.sharma@example.com', description: 'The address the link acts on' })
  email: string;
}

export class ConfirmNewsletterResponseDto {
  @ApiProperty({ example: "You're subscribed! We'll e-mail you about new products and offers." })
  message: string;

  @ApiProperty({ example: 'sita.sharma@example.com' })
  email: string;

  @ApiProperty({ example: false, description: 'True when the address had confirmed before' })
  alreadyConfirmed: boolean;
}

export class UnsubscribeResponseDto {
  @ApiProperty({
    example:
      'You have been unsubscribed. You will no longer receive newsletters or product announcements from us.',
  })
  message: string;

  @ApiProperty({ example: 'sita.sharma@example.com' })
  email: string;
}
