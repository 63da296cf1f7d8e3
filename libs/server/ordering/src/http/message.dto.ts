import { ApiProperty } from '@nestjs/swagger';

export class MessageDto {
  @ApiProperty({ example: 'Order deleted successfully.' })
  message: string;
}

export class OrderEmailSentDto extends MessageDto {
  @ApiProperty({
    example: 'sita.sharma@example.com',
    description: 'Where the e-mail goes: the order’s address',
  })
  email: string;
}
