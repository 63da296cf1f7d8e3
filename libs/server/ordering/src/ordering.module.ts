import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogueModule } from '@kukur/server-catalogue';
import { CancelOpenOrdersOfCustomerHandler } from './commands/cancel-open-orders-of-customer/cancel-open-orders-of-customer.handler';
import { CancelOrderHandler } from './commands/cancel-order/cancel-order.handler';
import { ChangeOrderStatusHandler } from './commands/change-order-status/change-order-status.handler';
import { HideOrderHandler } from './commands/hide-order/hide-order.handler';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler';
import { SendOrderEmailHandler } from './commands/send-order-email/send-order-email.handler';
import { FirstOrderOffers } from './domain/first-order-offer';
import { OrderAdmission } from './domain/order-admission';
import { UnpaidOrderCeiling } from './domain/unpaid-order-ceiling';
import { OrderHistoryEntry } from './domain/order-history-entry.entity';
import { OrderItem } from './domain/order-item.entity';
import { Order } from './domain/order.entity';
import { OrderEmailsController } from './http/order-emails.controller';
import { OrdersController } from './http/orders.controller';
import { OrderPayments } from './order-payments';
import { UserOrdersController } from './http/user-orders.controller';
import { GetCustomerLoyaltyHandler } from './queries/get-customer-loyalty/get-customer-loyalty.handler';
import { GetCustomerOrderTotalsHandler } from './queries/get-customer-order-totals/get-customer-order-totals.handler';
import { FindProductBuyersHandler } from './queries/find-product-buyers/find-product-buyers.handler';
import { GetLatestOrderHandler } from './queries/get-latest-order/get-latest-order.handler';
import { GetFirstOrderOfferHandler } from './queries/get-first-order-offer/get-first-order-offer.handler';
import { GetOrderHandler } from './queries/get-order/get-order.handler';
import { GetOrderStatsHandler } from './queries/get-order-stats/get-order-stats.handler';
import { GetMonthlyRevenueHandler } from './queries/get-monthly-revenue/get-monthly-revenue.handler';
import { GetSalesFiguresHandler } from './queries/get-sales-figures/get-sales-figures.handler';
import { GetTopProductsHandler } from './queries/get-top-products/get-top-products.handler';
import { GetUserOrdersHandler } from './queries/get-user-orders/get-user-orders.handler';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';

/** Orders: placing them against the catalogue's stock, their state machine, customers' and admins' views. */
@Module({
  imports: [MikroOrmModule.forFeature([Order, OrderItem, OrderHistoryEntry]), CatalogueModule],
  controllers: [OrdersController, UserOrdersController, OrderEmailsController],
  providers: [
    PlaceOrderHandler,
    CancelOrderHandler,
    CancelOpenOrdersOfCustomerHandler,
    ChangeOrderStatusHandler,
    HideOrderHandler,
    SendOrderEmailHandler,
    GetUserOrdersHandler,
    GetLatestOrderHandler,
    GetOrderHandler,
    ListOrdersHandler,
    GetOrderStatsHandler,
    GetSalesFiguresHandler,
    GetMonthlyRevenueHandler,
    GetTopProductsHandler,
    GetCustomerOrderTotalsHandler,
    GetCustomerLoyaltyHandler,
    GetFirstOrderOfferHandler,
    FirstOrderOffers,
    OrderAdmission,
    UnpaidOrderCeiling,
    FindProductBuyersHandler,
    OrderPayments,
  ],
  exports: [OrderPayments],
})
export class OrderingModule {}
