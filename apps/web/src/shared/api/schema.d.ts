// Generated from the API's OpenAPI document by `npm run api-types`. Do not edit by hand.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the API reaches PostgreSQL and Redis */
        get: operations["Health_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the shop’s products (optionally one category or kind, at most _limit) */
        get: operations["Products_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product or vaccine */
        get: operations["Products_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an address to the newsletter; a confirmation e-mail follows once */
        post: operations["Newsletter_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthResponseDto: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok" | "degraded";
            /**
             * @example up
             * @enum {string}
             */
            database: "up" | "down";
            /**
             * @example up
             * @enum {string}
             */
            redis: "up" | "down";
        };
        ProductDto: {
            /**
             * Format: uuid
             * @description Same as id (the spec reads _id)
             * @example 0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11
             */
            _id: string;
            /**
             * Format: uuid
             * @example 0b8a3c52-6a43-4f6e-9a53-1f0f0b2b5f11
             */
            id: string;
            /** @example Pedigree Adult Chicken & Vegetables 3 kg */
            name: string;
            /** @example Complete dry food for adult dogs. */
            description: string;
            /**
             * @description One of: Food, Toys, Supplements, Accessories, Belts, Wet Foods, Cage, Core Vaccine, Non-Core Vaccine, Seasonal Vaccines
             * @example Food
             */
            category: string;
            /**
             * @example product
             * @enum {string}
             */
            kind: "product" | "vaccine";
            /**
             * @description Rs, two decimals
             * @example 1450
             */
            price: number;
            /** @example 1650 */
            oldPrice: number | null;
            /**
             * @description Percent off oldPrice, rounded
             * @example 12
             */
            discount: number | null;
            /** @example false */
            isNew: boolean;
            /** @example true */
            isBestSeller: boolean;
            /** @example /media/products/pedigree-adult.svg */
            image: string | null;
            /** @example 24 */
            stock: number;
            /** @example 4.5 */
            rating: number | null;
            /** @example 12 */
            reviewCount: number;
            /**
             * @example [
             *       "3 kg resealable bag"
             *     ]
             */
            details: string[];
            /**
             * @example [
             *       "Chicken",
             *       "Rice"
             *     ]
             */
            ingredients: string[];
            /**
             * @example [
             *       "Adult dogs 1-7 years"
             *     ]
             */
            recommendedFor: string[];
            /** @example false */
            isRecommended: boolean;
            /** @example false */
            isCoreVaccine: boolean;
            /** @example Annual booster */
            schedule: string | null;
            /** @example First dose at 12 weeks */
            timing: string | null;
            /** @example Every year */
            frequency: string | null;
            /** @example 12 weeks and older */
            petAge: string | null;
            /** @example Booster after 1 year */
            followUp: string | null;
            /**
             * Format: date-time
             * @example 2026-11-01T08:00:00.000Z
             */
            createdAt: string;
        };
        ErrorResponseDto: {
            /** @example 400 */
            statusCode: number;
            /** @example Bad Request */
            error: string;
            /** @example Please enter a valid email address */
            message: string;
            /** @example COMMON.VALIDATION_FAILED */
            code: string;
            /**
             * @description Offending fields of a validation failure
             * @example [
             *       "email"
             *     ]
             */
            fields?: string[];
        };
        SubscribeNewsletterRequestDto: {
            /** @example sita.sharma@example.com */
            email: string;
        };
        SubscribeNewsletterResponseDto: {
            /** @example Successfully subscribed! */
            message: string;
            /** @example sita.sharma@example.com */
            email: string;
            /**
             * @description True when the address was already on the list
             * @example false
             */
            alreadySubscribed: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Health_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
        };
    };
    Products_list: {
        parameters: {
            query?: {
                /** @description Exact category; unknown categories simply match nothing */
                category?: string;
                /** @description Only dog products or only vaccines */
                kind?: "product" | "vaccine";
                _limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"][];
                };
            };
        };
    };
    Products_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /** @description Unknown or malformed id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    Newsletter_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeNewsletterRequestDto"];
            };
        };
        responses: {
            /** @description Was already subscribed; nothing changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeNewsletterResponseDto"];
                };
            };
            /** @description Subscribed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeNewsletterResponseDto"];
                };
            };
            /** @description Please enter a valid email address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
