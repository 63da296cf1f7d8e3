import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  MAX_QUANTITY_PER_PRODUCT,
  normalizeEmail,
  ORDERING_ERROR_CODES,
  ORDERING_MESSAGES,
} from '@kukur/contracts';
import { StockLedger } from '@kukur/server-catalogue';
import { AppError, ForbiddenError, recordEvent } from '@kukur/server-kernel';
import { OrderPlacedEvent } from '../../domain/events/order-placed.event';
import { Order } from '../../domain/order.entity';
import { OrderAdmission } from '../../domain/order-admission';
import { stockRefusalError } from '../../domain/stock-refusal-error';
import { lineSummaries, priceSummary } from '../../domain/order-summary';
import { OrderDto } from '../../http/order.response.dto';
import { PlaceOrderCommand } from './place-order.command';

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: StockLedger,
    private readonly admission: OrderAdmission,
  ) {}

  async execute({ customer, delivery, lines, claimedEmail }: PlaceOrderCommand): Promise<OrderDto> {
    if (claimedEmail !== undefined && normalizeEmail(claimedEmail) !== customer.email) {
      throw new ForbiddenError(ORDERING_ERROR_CODES.EMAIL_MISMATCH, ORDERING_MESSAGES.emailMismatch);
    }
    return this.em.fork().transactional(async (tx) => {
      // The admission first: its lock on the customer comes before any stock row's, so a customer's orders
      // placed at once queue there; a customer with too many unpaid orders gets a 429, and only one order is
      // the first. Any refusal after it rolls back what the reservation took, with the rest.
      const { discountPercent } = await this.admission.admit(tx, customer.id);
      const reservation = await this.stock.reserve(tx, lines);
      if (!reservation.taken) throw stockRefusalError(reservation.refusal);
      const reserved = reservation.lines;
      const tooMany = reserved.find((line) => line.quantity > MAX_QUANTITY_PER_PRODUCT);
      if (tooMany) {
        throw new AppError(
          ORDERING_ERROR_CODES.QUANTITY_LIMIT,
          ORDERING_MESSAGES.quantityLimit(tooMany.name),
          400,
        );
      }
      const order = Order.place({
        userId: customer.id,
        userEmail: customer.email,
        delivery,
        lines: reserved.map((line) => ({
          productId: line.productId,
          name: line.name,
          image: line.image,
          unitPrice: line.price,
          quantity: line.quantity,
        })),
        discountPercent,
      });
      if (order.totalPaisa === 0) {
        throw new AppError(ORDERING_ERROR_CODES.ZERO_TOTAL, ORDERING_MESSAGES.zeroTotal, 400);
      }
      tx.persist(order);
      recordEvent(
        tx,
        new OrderPlacedEvent({
          orderId: order.id,
          userId: customer.id,
          email: order.userEmail,
          customerName: order.customerName,
          items: lineSummaries(order),
          ...priceSummary(order),
          delivery: {
            phoneNumber: order.phoneNumber,
            city: order.city,
            colony: order.colony,
            orderNotes: order.orderNotes,
          },
          placedAt: order.createdAt.toISOString(),
        }),
      );
      await tx.flush();
      return OrderDto.fromEntity(order);
    });
  }
}
