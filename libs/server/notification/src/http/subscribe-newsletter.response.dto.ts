import { ApiProperty } from '@nestjs/swagger';

export class SubscribeNewsletterResponseDto {
  @ApiProperty({
    example:
      'Almost there! Please check your inbox and click the link in our e-mail to confirm your subscription.',
  })
  message: string;

  @ApiProperty({ example: 'sita.sharma@example.com' })
  email: string;

  @ApiProperty({
    example: false,
    description: 'True when the address had already confirmed its subscription',
  })
  alreadySubscribed: boolean;

  @ApiProperty({
    example: true,
    description:
      'True when this request queued a confirmation e-mail; false for a confirmed address and within the re-send cooldown',
  })
  confirmationSent: boolean;
}
