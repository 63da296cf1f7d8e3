// PROVISIONAL: hand-written until `npm run api-types` generates this file from the OpenAPI document.
export interface paths {
  '/api/products': {
    get: {
      parameters: { query?: { category?: string; _limit?: number } };
      responses: { 200: { content: { 'application/json': components['schemas']['ProductDto'][] } } };
    };
  };
  '/api/products/{id}': {
    get: {
      parameters: { path: { id: string } };
      responses: {
        200: { content: { 'application/json': components['schemas']['ProductDto'] } };
        404: { content: { 'application/json': components['schemas']['ErrorResponseDto'] } };
      };
    };
  };
  '/api/newsletter/subscribe': {
    post: {
      requestBody: { content: { 'application/json': components['schemas']['SubscribeNewsletterRequestDto'] } };
      responses: {
        201: { content: { 'application/json': components['schemas']['SubscribeNewsletterResponseDto'] } };
        400: { content: { 'application/json': components['schemas']['ErrorResponseDto'] } };
      };
    };
  };
}
export interface components {
  schemas: {
    ProductDto: {
      _id: string;
      id: string;
      name: string;
      description: string;
      category: string;
      kind: 'product' | 'vaccine';
      price: number;
      oldPrice: number | null;
      discount: number | null;
      isNew: boolean;
      isBestSeller: boolean;
      image: string | null;
      stock: number;
      rating: number | null;
      reviewCount: number;
      details: string[];
      ingredients: string[];
      recommendedFor: string[];
      isRecommended: boolean;
      isCoreVaccine: boolean;
      schedule: string | null;
      timing: string | null;
      frequency: string | null;
      petAge: string | null;
      followUp: string | null;
      createdAt: string;
    };
    SubscribeNewsletterRequestDto: { email: string };
    SubscribeNewsletterResponseDto: { message: string; email: string };
    ErrorResponseDto: { statusCode: number; error: string; message: string; code: string; fields?: string[] };
  };
}
