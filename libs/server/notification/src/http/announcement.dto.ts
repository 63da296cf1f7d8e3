import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class SendProductNotificationRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The product to tell everyone about' })
  @IsUUID('all', { message: 'productId must be a product id' })
  productId: string;
}

export class SendProductNotificationResponseDto {
  @ApiProperty({ example: 'Notification is being sent to 128 recipients' })
  message: string;

  @ApiProperty({ format: 'uuid' })
  announcementId: string;

  @ApiProperty({ example: 128, description: 'Subscribers and customers, each address once' })
  recipients: number;
}

export class AnnouncementProgressDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ example: 'Himalayan Yak Chew Large' })
  productName: string;

  @ApiProperty({ example: 128 })
  recipients: number;

  @ApiProperty({ example: 100 })
  sent: number;

  @ApiProperty({ example: 0, description: 'Gave up after every retry' })
  failed: number;

  @ApiProperty({ example: 0, description: 'Unsubscribed before their e-mail went out' })
  skipped: number;

  @ApiProperty({ example: 28 })
  pending: number;

  @ApiProperty({ enum: ['sending', 'done'], example: 'sending' })
  status: 'sending' | 'done';

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
