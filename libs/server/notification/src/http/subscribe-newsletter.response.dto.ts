import { ApiProperty } from '@nestjs/swagger';

export class SubscribeNewsletterResponseDto {
  @ApiProperty({ example: 'Successfully subscribed!' })
  message: string;

  @ApiProperty({ example: 'sita.sharma@example.com' })
  email: string;

  @ApiProperty({ example: false, description: 'True when the address was already on the list' })
  alreadySubscribed: boolean;
}
