import type { components } from '@/shared/api/schema';

/** A product as an admin writes it (the body of POST and PUT /api/products). */
export type ProductInput = components['schemas']['ProductInputRequestDto'];
