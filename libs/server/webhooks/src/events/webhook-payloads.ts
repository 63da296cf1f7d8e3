import type { ProductSnapshot } from '@kukur/server-catalogue';
import type { BookingSnapshot } from '@kukur/server-vaccination';

/** Rupees as a JSON number with two decimals, from the events' exact decimal text. */
export const rupees = (text: string | undefined): number | null =>
  text === undefined ? null : Math.round(Number(text) * 100) / 100;

interface OrderLine {
  name: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export const orderItems = (items: OrderLine[]) =>
  items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: rupees(item.unitPrice),
    lineTotal: rupees(item.lineTotal),
  }));

/** What an integration learns of a booking: no phone number, address or notes, which stay with the shop. */
export const bookingData = (booking: BookingSnapshot) => ({
  bookingId: booking.bookingId,
  status: booking.status,
  customer: { name: booking.ownerName, email: booking.email },
  dog: { name: booking.dog.name, breed: booking.dog.breed },
  vaccines: booking.vaccines.map((vaccine) => ({ name: vaccine.name, price: rupees(vaccine.price) })),
  total: rupees(booking.totalAmount),
  centre: { name: booking.center.name, city: booking.center.city },
  appointmentDate: booking.appointmentDate,
  appointmentTime: booking.appointmentTime,
  startsAt: booking.startsAt,
});

/** A product as integrations see it; the price stays exact decimal text ('1450.00'), as the shop stores it. */
export const productData = (product: ProductSnapshot) => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  price: product.price,
  stock: product.stock,
  category: product.category,
  kind: product.kind,
  visibility: product.visibility,
});
