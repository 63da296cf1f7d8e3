import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@kukur/contracts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@kukur/contracts';
import { toPaisa } from '@kukur/contracts';
import { Order } from '../domain/order.entity';

const EXAMPLE_ID = '5b7e2c1a-8d4f-4e6a-9b3c-2d1e0f9a8b7c';

export class OrderCustomerDto {
  @ApiProperty({ example: 'Sita Sharma' })
  name: string;

  @ApiProperty({ example: '9800000000' })
  phoneNumber: string;

  @ApiProperty({ example: 'Kathmandu' })
  city: string;

  @ApiProperty({ example: 'Baneshwor' })
  colony: string;

  @ApiProperty({ type: String, nullable: true, example: 'Please call before delivery' })
  orderNotes: string | null;
}

export class OrderItemDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  @ApiProperty({ example: 'Himalayan Yak Chew Large' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '/media/products/yak.webp' })
  image: string | null;

  @ApiProperty({ example: 650, description: 'Rs per piece when the order was placed' })
  price: number;

  @ApiProperty({ example: 2, minimum: 1, maximum: 5 })
  quantity: number;

  @ApiProperty({ example: 1300 })
  lineTotal: number;
}

export class OrderHistoryEntryDto {
  @ApiProperty({ enum: ['customer', 'admin', 'system'] })
  by: 'customer' | 'admin' | 'system';

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  actorId: string | null;

  @ApiProperty({ enum: ORDER_STATUSES, nullable: true, type: String })
  from: OrderStatus | null;

  @ApiProperty({ enum: ORDER_STATUSES })
  to: OrderStatus;

  @ApiProperty({ type: String, nullable: true, example: 'Customer asked for delivery after 4 pm' })
  note: string | null;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

/** An order as the customer's history, the payment page and the admin see it. Money in Rs. */
export class OrderDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID, description: 'Same as id' })
  _id: string;

  @ApiProperty({ format: 'uuid', example: EXAMPLE_ID })
  id: string;

  @ApiProperty({ enum: ORDER_STATUSES, example: 'Pending' })
  status: OrderStatus;

  @ApiProperty({
    example: 1755,
    description: 'What the customer pays: subtotal less the first-order discount; shipping is free',
  })
  total: number;

  @ApiProperty({ example: 1950, description: 'The sum of the lines' })
  subtotal: number;

  @ApiProperty({ example: 195, description: 'The first-order discount (0 without it)' })
  discount: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 10,
    description: 'The first-order offer’s rate in percent when the order got it',
  })
  discountPercent: number | null;

  @ApiProperty({ example: 0 })
  shipping: number;

  @ApiProperty({ type: OrderCustomerDto })
  customer: OrderCustomerDto;

  @ApiProperty({ example: 'sita.sharma@example.com' })
  userEmail: string;

  @ApiProperty({ type: [OrderItemDto], description: 'The spec reads products' })
  products: OrderItemDto[];

  @ApiProperty({ type: [OrderItemDto] })
  items: OrderItemDto[];

  @ApiProperty({ enum: PAYMENT_METHODS, nullable: true, type: String })
  paymentMethod: PaymentMethod | null;

  @ApiProperty({
    enum: PAYMENT_STATUSES,
    description:
      'What the payment records say: pending (not paid), paid, refund-pending, refund-failed, refund-due (cash the shop owes back), partially-refunded, refunded',
  })
  paymentStatus: PaymentStatus;

  @ApiProperty({ example: 0, description: 'Rs given back to the customer' })
  refunded: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Khalti pidx of the latest payment attempt',
    example: 'HT6o6PEZRWFJ5ygavzHWd5',
  })
  paymentReference: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The provider’s transaction id once paid',
    example: 'GFq9PFS7b2iYvL8Lir9oXe',
  })
  transactionId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  paidAt: string | null;

  @ApiPropertyOptional({ type: [OrderHistoryEntryDto], description: 'Admins only' })
  history?: OrderHistoryEntryDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static fromEntity(order: Order, options: { withHistory?: boolean } = {}): OrderDto {
    const items = order.items.getItems().map((item) => ({
      productId: item.productId,
      name: item.name,
      image: item.image,
      price: Number(item.unitPrice),
      quantity: item.quantity,
      lineTotal: (toPaisa(item.unitPrice) * item.quantity) / 100,
    }));
    return {
      _id: order.id,
      id: order.id,
      status: order.status,
      total: Number(order.total),
      subtotal: Number(order.subtotal),
      discount: Number(order.discount),
      discountPercent: order.discountPercent === null ? null : Number(order.discountPercent),
      shipping: 0,
      customer: {
        name: order.customerName,
        phoneNumber: order.phoneNumber,
        city: order.city,
        colony: order.colony,
        orderNotes: order.orderNotes,
      },
      userEmail: order.userEmail,
      products: items,
      items,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      refunded: Number(order.refunded),
      paymentReference: order.paymentReference,
      transactionId: order.transactionId,
      paidAt: order.paidAt?.toISOString() ?? null,
      ...(options.withHistory
        ? {
            history: order.history.getItems().map((entry) => ({
              by: entry.actorRole,
              actorId: entry.actorId,
              from: entry.fromStatus,
              to: entry.toStatus,
              note: entry.note,
              at: entry.createdAt.toISOString(),
            })),
          }
        : {}),
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    };
  }
}
