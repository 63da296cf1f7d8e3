import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_ORDER_LINES,
  MAX_QUANTITY_PER_PRODUCT,
  MIN_QUANTITY_PER_PRODUCT,
  ORDER_NOTES_MAX_LENGTH,
  STATUS_NOTE_MAX_LENGTH,
  ORDERING_MESSAGES,
} from '@kukur/contracts';
import { DeliveryCityField, DeliveryPhoneField, RequiredField, Trimmed } from '@kukur/server-kernel';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

// class-validator checks the decorators nearest the property first: RequiredField stays last.

export class DeliveryRequestDto {
  @ApiProperty({ example: 'Sita Sharma', maxLength: 100 })
  @Trimmed()
  @MaxLength(100)
  @IsString()
  @RequiredField()
  name: string;

  @DeliveryPhoneField()
  phoneNumber: string;

  @DeliveryCityField()
  city: string;

  @ApiProperty({ example: 'Baneshwor', maxLength: 120 })
  @Trimmed()
  @MaxLength(120)
  @IsString()
  @RequiredField()
  colony: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Please call before delivery',
    maxLength: ORDER_NOTES_MAX_LENGTH,
  })
  @IsOptional()
  @MaxLength(ORDER_NOTES_MAX_LENGTH)
  @IsString()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  orderNotes?: string | null;
}

/** A cart line. The product's id is what counts; a name or price sent along is ignored. */
export class OrderLineRequestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The product (id or _id are accepted too)' })
  @IsOptional()
  @IsUUID('all', { message: 'productId must be a product id' })
  productId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'id must be a product id' })
  id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: '_id must be a product id' })
  _id?: string;

  @ApiProperty({ minimum: MIN_QUANTITY_PER_PRODUCT, maximum: MAX_QUANTITY_PER_PRODUCT, example: 2 })
  @Max(MAX_QUANTITY_PER_PRODUCT, { message: 'quantity must be from 1 to 5 (Max 5 per order)' })
  @Min(MIN_QUANTITY_PER_PRODUCT, { message: 'quantity must be from 1 to 5 (Max 5 per order)' })
  @IsInt({ message: 'quantity must be from 1 to 5 (Max 5 per order)' })
  @RequiredField()
  quantity: number;

  @ApiPropertyOptional({ description: 'Ignored: the shop’s own name is used' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ description: 'Ignored: the price comes from the catalogue' })
  @IsOptional()
  @IsNumber()
  price?: number;
}

/** The storefront spec's order payload: customer, products, total (ignored), userEmail (must be yours). */
export class PlaceOrderRequestDto {
  @ApiProperty({ type: DeliveryRequestDto })
  @ValidateNested()
  @Type(() => DeliveryRequestDto)
  @RequiredField()
  customer: DeliveryRequestDto;

  @ApiProperty({ type: [OrderLineRequestDto] })
  @ValidateNested({ each: true })
  @Type(() => OrderLineRequestDto)
  @ArrayMaxSize(MAX_ORDER_LINES)
  @ArrayNotEmpty({ message: ORDERING_MESSAGES.emptyCart })
  @IsArray({ message: ORDERING_MESSAGES.emptyCart })
  products: OrderLineRequestDto[];

  @ApiPropertyOptional({ description: 'Ignored: the server adds up the catalogue prices', example: 1950 })
  @IsOptional()
  @IsNumber()
  total?: number;

  @ApiPropertyOptional({
    description: 'When sent, must be the logged-in account’s address',
    example: 'sita.sharma@example.com',
  })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  userEmail?: string;
}

export class ChangeOrderStatusRequestDto {
  @ApiProperty({ enum: ['Approved', 'Completed', 'Cancelled'], example: 'Approved' })
  @IsIn(['Pending', 'Approved', 'Completed', 'Cancelled'], {
    message: 'status must be one of: Pending, Approved, Completed, Cancelled',
  })
  status: 'Pending' | 'Approved' | 'Completed' | 'Cancelled';

  @ApiPropertyOptional({
    maxLength: STATUS_NOTE_MAX_LENGTH,
    description: 'Why, for the history',
    example: 'Packed and handed to the rider in Baneshwor',
  })
  @IsOptional()
  @IsString()
  @MaxLength(STATUS_NOTE_MAX_LENGTH)
  note?: string;
}

export class ListOrdersRequestDto {
  @ApiPropertyOptional({ description: 'Matches the order id, the customer’s name or e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ description: 'Case-insensitive status, e.g. pending' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  status?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100_000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000, { message: 'page must be 100000 or less' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  pageSize?: number;
}

export class SendOrderEmailRequestDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The order (or orderDetails._id as the spec sends it)',
  })
  @IsOptional()
  @IsUUID('all')
  orderId?: string;

  @ApiPropertyOptional({ description: 'Ignored: the order’s own address is used' })
  @IsOptional()
  @IsString()
  email?: string;

  @ApiPropertyOptional({ description: 'The spec sends the order here; only its _id is read', type: Object })
  @IsOptional()
  orderDetails?: { _id?: string; id?: string };

  @ApiPropertyOptional({ description: 'Ignored: the order’s current status is used' })
  @IsOptional()
  @IsString()
  status?: string;
}
