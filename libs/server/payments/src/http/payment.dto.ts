import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAYMENT_METHODS, RECORDABLE_PAYMENT_STATUSES } from '@kukur/contracts';
import type { PaymentMethod, RecordablePaymentStatus } from '@kukur/contracts';
import { OrderDto, OrderItemDto } from '@kukur/server-ordering';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/**
 * The spec's initiate call: only `purchase_order_id` counts. The amount, names, customer details and return
 * address come from the order and the server's own address; whatever the browser sends for them is ignored.
 */
export class InitiatePaymentRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The order to pay' })
  @IsUUID('all', { message: 'Order ID is missing' })
  purchase_order_id: string;

  @ApiPropertyOptional({ description: 'Ignored' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  purchase_order_name?: string;

  @ApiPropertyOptional({ description: 'Ignored: the order’s total in paisa is used' })
  @IsOptional()
  amount?: unknown;

  @ApiPropertyOptional({ description: 'Ignored: the order’s customer is used', type: Object })
  @IsOptional()
  @IsObject()
  customer_info?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Ignored: Khalti returns to PUBLIC_URL/payment-success' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  return_url?: string;
}

export class InitiatedPaymentDto {
  @ApiProperty({ example: 'bZQLD9wRVWo4CdESSfuSsB' })
  pidx: string;

  @ApiProperty({ example: 'https://test-pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB' })
  payment_url: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;

  @ApiProperty({ example: 195000, description: 'Paisa' })
  amount: number;

  @ApiProperty({ format: 'uuid' })
  orderId: string;
}

export class VerifyPaymentRequestDto {
  @ApiProperty({ example: 'bZQLD9wRVWo4CdESSfuSsB' })
  @IsString()
  @IsNotEmpty({ message: 'pidx is required' })
  @MaxLength(64)
  pidx: string;
}

export class KhaltiPaymentDataDto {
  @ApiProperty()
  pidx: string;

  @ApiProperty({ type: String, nullable: true, example: 'Completed' })
  status: string | null;

  @ApiProperty({ type: String, nullable: true })
  transaction_id: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Same as transaction_id (the spec reads idx)' })
  idx: string | null;

  @ApiProperty({ example: 195000, description: 'Paisa' })
  total_amount: number;
}

export class VerifiedPaymentDto {
  @ApiProperty({ example: true, description: 'True when the order is paid' })
  success: boolean;

  @ApiProperty({ enum: ['paid', 'already-paid', 'pending', 'canceled', 'expired', 'refunded'] })
  status: string;

  @ApiProperty({ example: 'Payment successful' })
  message: string;

  @ApiProperty({ type: KhaltiPaymentDataDto })
  data: KhaltiPaymentDataDto;

  @ApiProperty({ type: OrderDto })
  orderDetails: OrderDto;

  @ApiProperty({ type: [OrderItemDto] })
  orderItems: OrderItemDto[];
}

export class RecordOrderPaymentRequestDto {
  @ApiProperty({ enum: PAYMENT_METHODS, example: 'cod' })
  @IsIn(PAYMENT_METHODS, { message: 'paymentMethod must be khalti or cod' })
  paymentMethod: PaymentMethod;

  @ApiPropertyOptional({
    enum: RECORDABLE_PAYMENT_STATUSES,
    description: 'pending (customer) or paid (admin, cash received)',
  })
  @IsOptional()
  @IsIn(RECORDABLE_PAYMENT_STATUSES, { message: 'paymentStatus must be pending or paid' })
  paymentStatus?: RecordablePaymentStatus;

  @ApiPropertyOptional({ description: 'Ignored (the spec’s fallback sends it)' })
  @IsOptional()
  @IsString()
  _id?: string;
}
