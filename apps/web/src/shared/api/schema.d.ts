// Generated from the API's OpenAPI document by `npm run api-types`. Do not edit by hand.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the API reaches PostgreSQL and Redis, each queue’s backlog and the outbox relay’s */
        get: operations["Health_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/check-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an account already uses this e-mail address (signup step 1) */
        post: operations["Users_checkEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account for an address whose verification code was accepted in the last 30 minutes */
        post: operations["Users_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail and password */
        post: operations["Users_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login-with-google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with a Google ID token, verified on the server (404 when Google is off) */
        post: operations["Users_loginWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/auth/complete-google-signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account from a Google ID token (404 when Google is off) */
        post: operations["Users_completeGoogleSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password after the reset code was accepted (in the last 15 minutes); ends every session */
        post: operations["Users_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in account */
        get: operations["Users_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename an account: one’s own, or a customer’s (admin) */
        put: operations["Users_update"];
        post?: never;
        /** Delete an account: one’s own, or a customer’s (admin). Its orders stay. */
        delete: operations["Users_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/users/{id}/delivery-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the phone, city and colony checkout starts from: one’s own, or a customer’s (admin) */
        put: operations["Users_saveDeliveryDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/marketing-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn marketing e-mail (newsletter, product announcements) on or off for the logged-in account; answers the account */
        put: operations["Users_setMarketingConsent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/preferred-language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the language (en or ne) of the logged-in account’s e-mails; answers the account */
        put: operations["Users_choosePreferredLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/find-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The id of the account with an address (admin, or a user about their own address) */
        post: operations["Users_findUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a 6-digit code (valid 10 minutes) to verify an address before signup, or to reset a password. For a reset the answer is the same whether the address has an account or not. */
        post: operations["Otp_sendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an e-mailed code; single use, dead after 5 wrong tries */
        post: operations["Otp_verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade the httpOnly refresh cookie for a new access token; the cookie is rotated on every use */
        post: operations["Auth_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the login session and clear the refresh cookie
         * @description Ends the session of the refresh cookie and that of an `Authorization: Bearer` access token, whichever is sent (both when both are): its access tokens stop working at once and its refresh cookie cannot be refreshed. Answers 204 whatever was sent.
         */
        post: operations["Auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-in options the web app should offer */
        get: operations["Auth_authConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start Google sign-in by redirect (404 unless Google is configured with a secret) */
        get: operations["Auth_startGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google returns here; sets the refresh cookie and redirects to the web app */
        get: operations["Auth_googleCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every API token, newest first, without secrets (admin, logged in) */
        get: operations["ApiTokens_list"];
        put?: never;
        /** Make an API token with scopes and an expiry (admin, logged in); the answer shows the secret once */
        post: operations["ApiTokens_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token at once (admin, logged in); it is kept, marked revoked */
        delete: operations["ApiTokens_revoke"];
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
        /**
         * List the shop’s products (optionally one category or kind, at most _limit)
         * @description With page and pageSize the answer is one page, newest first, and X-Total-Count holds the total.
         */
        get: operations["Products_list"];
        put?: never;
        /** Add a product or vaccine (admin) */
        post: operations["Products_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the shop: full text over name, category and description, tolerant of typos and prefixes */
        get: operations["Products_search"];
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
        /** Edit a product (admin); stock and image stay when left out */
        put: operations["Products_update"];
        post?: never;
        /** Take a product off the shop (admin); it is kept for the orders that bought it */
        delete: operations["Products_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product’s reviews, newest first, each with whether its author is a verified buyer */
        get: operations["Reviews_list"];
        put?: never;
        /** Review a product (logged in). One review per customer and product: the first post adds it (201), a later one edits it (200). The account name is shown with it. At most 10 posts an hour per account. */
        post: operations["Reviews_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/comments/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in customer’s own review of the product, to edit (null if none yet) */
        get: operations["Reviews_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/product-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a product image (admin): JPEG, PNG, GIF or WebP bytes, at most 5 MB */
        post: operations["Uploads_uploadProductImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order, newest first (admin); X-Total-Count holds the total */
        get: operations["Orders_list"];
        put?: never;
        /**
         * Place an order for the logged-in customer; prices, total and stock are the server’s
         * @description A customer with no order that is not cancelled gets the first-order discount (FIRST_ORDER_DISCOUNT_PERCENT % of the subtotal, rounded to the paisa); two orders placed at once get it once.
         */
        post: operations["Orders_place"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order counts by status and revenue (admin) */
        get: operations["Orders_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/first-order-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The first-order offer (percent off the first order that is not cancelled) and whether the caller’s next order gets it
         * @description Open to visitors (eligible is then false: they are invited to sign up). The discount itself is decided again when the order is placed.
         */
        get: operations["Orders_firstOrderOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in customer’s most recent order */
        get: operations["Orders_latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order: one’s own, or any for an admin (with its history) */
        get: operations["Orders_get"];
        /** Change an order’s status (admin): Pending -> Approved -> Completed, Pending/Approved -> Cancelled */
        put: operations["Orders_changeStatus"];
        post?: never;
        /** Delete an order from one’s own history (the shop keeps it); a Pending order is cancelled first (stock back, refund if paid) */
        delete: operations["Orders_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lines of an order (one’s own, or any for an admin) */
        get: operations["Orders_items"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Cancel one’s own Pending order; its stock goes back and a payment is refunded */
        patch: operations["Orders_cancel"];
        trace?: never;
    };
    "/api/users/{email}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s order history: one’s own (or any customer’s for an admin) */
        get: operations["UserOrders_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/send-order-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the customer about their order’s current status (admin) */
        post: operations["OrderEmails_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/initiate-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying one’s own Pending order with Khalti; answers the payment_url */
        post: operations["Payments_initiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/verify-khalti-lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After Khalti’s redirect: the server looks the pidx up at Khalti and pays the order only for Completed */
        post: operations["Payments_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose cash on delivery for one’s own order (pending); an admin marks it paid when the cash is in */
        put: operations["Payments_recordPayment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/refund/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask Khalti again for a failed refund of a cancelled order (admin); the refund job carries it out */
        post: operations["Payments_retryRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/refund/cash-settled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a cancelled cash-on-delivery order’s cash was given back by hand (admin); the customer is told */
        post: operations["Payments_settleCashRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vaccination-centers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vaccination centres, with address, map position, phone, hours and closing days */
        get: operations["VaccinationCenters_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vaccinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every booking, latest appointment first (admin); X-Total-Count holds the total */
        get: operations["Vaccinations_list"];
        put?: never;
        /** Book a vaccination appointment for the logged-in customer; prices and total are the server’s */
        post: operations["Vaccinations_book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vaccinations/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookings by status and today’s appointments (admin) */
        get: operations["Vaccinations_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vaccinations/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For each centre and day (Nepal dates), the appointment times that still have a free place */
        get: operations["Vaccinations_availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vaccinations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking: one’s own, or any for an admin (with its history) */
        get: operations["Vaccinations_get"];
        /** Change a booking’s status (admin): scheduled -> confirmed -> completed | no-show (on or after its date), scheduled/confirmed -> cancelled */
        put: operations["Vaccinations_changeStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vaccinations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Cancel one’s own scheduled or confirmed appointment before it starts */
        patch: operations["Vaccinations_cancel"];
        trace?: never;
    };
    "/api/vaccinations/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move one’s own scheduled appointment to another date, time or centre */
        patch: operations["Vaccinations_reschedule"];
        trace?: never;
    };
    "/api/users/{email}/vaccinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s bookings: one’s own (or any customer’s for an admin) */
        get: operations["UserVaccinations_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/send-vaccination-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the customer about their booking’s current status again (admin) */
        post: operations["VaccinationEmails_send"];
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
        /** Subscribe an address to the newsletter (double opt-in): a confirmation link is e-mailed; nothing else is sent until it is followed */
        post: operations["Newsletter_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which address a confirmation link is for (the confirmation page shows it); changes nothing */
        get: operations["Newsletter_readConfirmLink"];
        put?: never;
        /** Confirm a newsletter subscription with the signed link of the confirmation e-mail (no login); a welcome e-mail follows */
        post: operations["Newsletter_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which address an unsubscribe link is for (the unsubscribe page shows it); changes nothing */
        get: operations["Newsletter_readUnsubscribeLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The List-Unsubscribe address opened in a browser: redirects to the unsubscribe page, which asks before anything changes */
        get: operations["Newsletter_openUnsubscribeLink"];
        put?: never;
        /** Stop every marketing e-mail to the address of a signed link, without login: RFC 8058 one-click (the body `List-Unsubscribe=One-Click` is ignored) and the unsubscribe page’s button. Ends the newsletter subscription and clears a customer’s opt-in; repeating it is harmless */
        post: operations["Newsletter_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/send-product-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell confirmed newsletter subscribers and customers who opted in about a product (admin); the e-mails go out in the background */
        post: operations["Announcements_sendProductNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 10 latest announcements with their progress, newest first (admin) */
        get: operations["Announcements_latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of an announcement (admin): sent, failed, pending */
        get: operations["Announcements_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The e-mail log (admin): every e-mail sent, being sent or failed, latest attempt first; by recipient, order, booking or status. X-Total-Count holds the total */
        get: operations["EmailLog_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partner-enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the "Become a Partner" form of /contact (no login). It is stored, the shop’s admins are e-mailed and the sender gets a short receipt. At most 5 an hour per client address. */
        post: operations["PartnerEnquiries_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The "Become a Partner" messages (admin), newest first; by name or e-mail and partner type. X-Total-Count holds the total */
        get: operations["PartnerEnquiries_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop in numbers (admin): products, orders, customers, bookings, revenue, orders to approve, today’s appointments, with 30-day trends */
        get: operations["Dashboard_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue of the last 12 Nepal months, the top 5 products, new/returning/premium customers (admin) */
        get: operations["Dashboard_charts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What happened lately (admin): orders, sign-ups, bookings, announcements; newest first */
        get: operations["Dashboard_activities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop’s customers (role user), one page, with their orders and money spent (admin); X-Total-Count holds the total */
        get: operations["Customers_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every queue’s job counts and the outbox backlog (admin) */
        get: operations["Queues_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/{queue}/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A queue’s failed jobs with their reason and what they were for (admin); X-Total-Count holds the total */
        get: operations["Queues_failed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/{queue}/failed/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry every failed job of a queue (admin) */
        post: operations["Queues_retryAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/{queue}/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry one failed job (admin); e-mails already sent are not sent again */
        post: operations["Queues_retryOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/{queue}/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard one failed job (admin) */
        delete: operations["Queues_discard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every webhook endpoint, newest first, without secrets (admin, logged in) */
        get: operations["Webhooks_list"];
        put?: never;
        /** Register a webhook endpoint (admin, logged in); the answer carries its new signing secret */
        post: operations["Webhooks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint, without its secret (admin, logged in) */
        get: operations["Webhooks_show"];
        put?: never;
        post?: never;
        /** Remove a webhook endpoint and its delivery log (admin, logged in) */
        delete: operations["Webhooks_remove"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint’s URL, description, event types or switch it on/off (admin) */
        patch: operations["Webhooks_update"];
        trace?: never;
    };
    "/api/admin/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook endpoint’s signing secret (admin, logged in) */
        get: operations["Webhooks_secret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a webhook endpoint’s signing secret at once; answers the new one (admin) */
        post: operations["Webhooks_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused or switched-off webhook endpoint (admin, logged in) */
        post: operations["Webhooks_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to the endpoint (admin, logged in); see its delivery log */
        post: operations["Webhooks_sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook endpoint’s delivery log, newest first (admin); X-Total-Count holds the total */
        get: operations["Webhooks_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery with the body it sends and every attempt (admin, logged in) */
        get: operations["Webhooks_delivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again with the same event id and body, retried as before (admin, logged in) */
        post: operations["Webhooks_redeliver"];
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
        QueueBacklogDto: {
            /**
             * @example email
             * @enum {string}
             */
            name: "email" | "announcements" | "maintenance" | "activity" | "webhooks" | "webhook-delivery";
            /**
             * @description Jobs waiting for a worker
             * @example 0
             */
            waiting: number;
            /** @example 1 */
            active: number;
            /**
             * @description Waiting for their time (reminders, retries after a backoff)
             * @example 3
             */
            delayed: number;
            /**
             * @description Gave up after every attempt; the admin’s queues page lists them
             * @example 0
             */
            failed: number;
        };
        HealthOutboxDto: {
            /**
             * @description Events of a declared type committed but not yet handed to a queue
             * @example 0
             */
            pending: number;
            /**
             * Format: date-time
             * @example null
             */
            oldestPendingAt: string | null;
            /**
             * @description Seconds the oldest has waited
             * @example null
             */
            oldestAgeSeconds: number | null;
            /**
             * @description Unpublished events whose type no release declares (no route): the relay keeps them until one does
             * @example 0
             */
            unrouted: number;
            /**
             * @description The undeclared event types waiting
             * @example []
             */
            unroutedTypes: string[];
        };
        HealthResponseDto: {
            /**
             * @description `down` (HTTP 503) when PostgreSQL or Redis does not answer within 2 s; `degraded` (HTTP 200) when both answer but outbox events of an undeclared type are held back (a mis-wired release: the API still serves, and restarting it would not help); `ok` otherwise
             * @example ok
             * @enum {string}
             */
            status: "ok" | "degraded" | "down";
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
            /**
             * @description Each queue’s backlog; empty when Redis is down
             * @example [
             *       {
             *         "name": "email",
             *         "waiting": 0,
             *         "active": 1,
             *         "delayed": 0,
             *         "failed": 0
             *       },
             *       {
             *         "name": "announcements",
             *         "waiting": 0,
             *         "active": 0,
             *         "delayed": 0,
             *         "failed": 0
             *       },
             *       {
             *         "name": "maintenance",
             *         "waiting": 0,
             *         "active": 0,
             *         "delayed": 2,
             *         "failed": 0
             *       },
             *       {
             *         "name": "activity",
             *         "waiting": 0,
             *         "active": 0,
             *         "delayed": 0,
             *         "failed": 0
             *       }
             *     ]
             */
            queues: components["schemas"]["QueueBacklogDto"][];
            /** @description The outbox relay’s backlog; null when the database is down */
            outbox: components["schemas"]["HealthOutboxDto"] | null;
        };
        CheckEmailRequestDto: {
            /** @example sita.sharma@example.com */
            email: string;
        };
        CheckEmailResponseDto: {
            /** @example false */
            exists: boolean;
        };
        ValidationProblemDto: {
            /** @example customer.city */
            field: string;
            /**
             * @example [
             *       "city is required"
             *     ]
             */
            messages: string[];
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
            /**
             * @description Required fields that were missing or blank (message: "Missing required fields: ...")
             * @example [
             *       "name",
             *       "city"
             *     ]
             */
            missingFields?: string[];
            /** @description Each offending field with its message */
            errors?: components["schemas"]["ValidationProblemDto"][];
            /**
             * @description With 429: seconds to wait (also in Retry-After)
             * @example 60
             */
            retryAfterSeconds?: number;
        };
        SignupRequestDto: {
            /** @example Sita Sharma */
            name: string;
            /** @example sita.sharma@example.com */
            email: string;
            /** @example secret1 */
            password: string;
            /**
             * @description The signup checkbox: send me news and offers by e-mail (unchecked unless ticked)
             * @example false
             */
            marketingOptIn?: boolean;
            /**
             * @description The language the visitor reads the shop in (the web sends its kp_lang cookie); the account’s e-mails follow it. English when left out
             * @example ne
             * @enum {string}
             */
            preferredLanguage?: "en" | "ne";
        };
        UserDto: {
            /**
             * Format: uuid
             * @description Same as id (the spec reads _id)
             * @example 6f1c2f0e-3a5b-4c1d-9e2f-7a8b9c0d1e2f
             */
            _id: string;
            /**
             * Format: uuid
             * @example 6f1c2f0e-3a5b-4c1d-9e2f-7a8b9c0d1e2f
             */
            id: string;
            /** @example Sita Sharma */
            name: string;
            /** @example sita.sharma@example.com */
            email: string;
            /**
             * @example user
             * @enum {string}
             */
            role: "user" | "admin";
            /** @example 9800000000 */
            phoneNumber: string | null;
            /** @example Kathmandu */
            city: string | null;
            /** @example Baneshwor */
            colony: string | null;
            /** @example true */
            emailVerified: boolean;
            /**
             * @description Receives marketing e-mail (newsletter, product announcements); off unless turned on
             * @example false
             */
            marketingOptIn: boolean;
            /**
             * @description The language of the account’s e-mails
             * @example ne
             * @enum {string}
             */
            preferredLanguage: "en" | "ne";
            /**
             * @description False for an account that only signs in with Google
             * @example true
             */
            hasPassword: boolean;
            /**
             * Format: date-time
             * @example 2026-11-01T08:00:00.000Z
             */
            createdAt: string;
        };
        AuthSessionDto: {
            user: components["schemas"]["UserDto"];
            /**
             * @description Access token (JWT), sent as Authorization: Bearer
             * @example eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2ZjFjMmYwZSIsInJvbGUiOiJ1c2VyIn0.3q8nR2x1Yk9Vb1Zc2h0Zw
             */
            token: string;
            /**
             * Format: date-time
             * @example 2026-11-01T08:15:00.000Z
             */
            tokenExpiresAt: string;
        };
        LoginRequestDto: {
            /** @example sita.sharma@example.com */
            email: string;
            /** @example secret1 */
            password: string;
            /**
             * @description Only when a login answered 401 IDENTITY.LOGIN_CODE_REQUIRED: the code e-mailed to the account (the account has met its ceiling of wrong passwords, and this address has not logged in to it before)
             * @example 123456
             */
            otp?: string;
        };
        GoogleCredentialRequestDto: {
            /**
             * @description The ID token from Google Identity Services
             * @example eyJhbGciOiJSUzI1NiIsImtpZCI6ImE1ZTQ3In0.eyJlbWFpbCI6InNpdGEuc2hhcm1hQGdtYWlsLmNvbSJ9.c2lnbmF0dXJl
             */
            credential: string;
        };
        GoogleSignupRequestDto: {
            /**
             * @description The ID token from Google Identity Services
             * @example eyJhbGciOiJSUzI1NiIsImtpZCI6ImE1ZTQ3In0.eyJlbWFpbCI6InNpdGEuc2hhcm1hQGdtYWlsLmNvbSJ9.c2lnbmF0dXJl
             */
            credential: string;
            /**
             * @description The signup checkbox: send me news and offers by e-mail (unchecked unless ticked)
             * @example false
             */
            marketingOptIn?: boolean;
            /**
             * @description The language the visitor reads the shop in (the web sends its kp_lang cookie); the account’s e-mails follow it. English when left out
             * @example ne
             * @enum {string}
             */
            preferredLanguage?: "en" | "ne";
        };
        ResetPasswordRequestDto: {
            /** @example sita.sharma@example.com */
            email: string;
            /**
             * @description 8+ characters with an uppercase and a lowercase letter, a digit and one of @$!%*?&
             * @example N3w-Passw0rd!
             */
            password: string;
        };
        MessageResponseDto: {
            /** @example OTP verified successfully */
            message: string;
        };
        UpdateUserRequestDto: {
            /** @example Sita Sharma */
            name: string;
        };
        SaveDeliveryDetailsRequestDto: {
            /**
             * @description Exactly 10 digits
             * @example 9800000000
             */
            phoneNumber: string;
            /**
             * @example Kathmandu
             * @enum {string}
             */
            city: "Kathmandu" | "Bhaktapur" | "Lalitpur";
            /**
             * @description Colony / street address
             * @example Baneshwor, near the chowk
             */
            colony: string;
        };
        MarketingConsentRequestDto: {
            /**
             * @description Receive the newsletter and product announcements by e-mail
             * @example true
             */
            marketingOptIn: boolean;
        };
        PreferredLanguageRequestDto: {
            /**
             * @description The language of the account’s e-mails
             * @example ne
             * @enum {string}
             */
            preferredLanguage: "en" | "ne";
        };
        FindUserRequestDto: {
            /** @example sita.sharma@example.com */
            email: string;
        };
        FindUserResponseDto: {
            /**
             * Format: uuid
             * @example 6f1c2f0e-3a5b-4c1d-9e2f-7a8b9c0d1e2f
             */
            _id: string;
        };
        SendOtpRequestDto: {
            /** @example sita.sharma@example.com */
            email: string;
            /**
             * @example verification
             * @enum {string}
             */
            purpose: "verification" | "password_reset";
            /**
             * @description The language the visitor reads the shop in (the web sends its kp_lang cookie): the code’s e-mail is written in it, unless the address has an account with its own language. English when left out
             * @example ne
             * @enum {string}
             */
            language?: "en" | "ne";
        };
        VerifyOtpRequestDto: {
            /** @example sita.sharma@example.com */
            email: string;
            /** @example 123456 */
            otp: string;
            /**
             * @example verification
             * @enum {string}
             */
            purpose: "verification" | "password_reset";
        };
        AuthConfigResponseDto: {
            /**
             * @description Null when Google sign-in is not configured
             * @example 402751938216-kukurpasal.apps.googleusercontent.com
             */
            googleClientId: string | null;
        };
        ApiTokenDto: {
            /**
             * Format: uuid
             * @example 9b2d7c1e-4f3a-4e8b-a6d5-1c0f2e3d4b5a
             */
            id: string;
            /** @example Pashupati Vet Clinic bookings */
            name: string;
            /**
             * @example [
             *       "bookings:read",
             *       "bookings:write"
             *     ]
             */
            scopes: ("catalogue:write" | "orders:read" | "orders:write" | "bookings:read" | "bookings:write" | "customers:read")[];
            /**
             * @description The first characters of the secret, to tell tokens apart
             * @example kp_3Fq9x
             */
            secretStart: string;
            /** @example 2026-11-20T09:30:00.000Z */
            createdAt: string;
            /** @example 2027-02-18T09:30:00.000Z */
            expiresAt: string;
            /** @example null */
            revokedAt: string | null;
            /**
             * @description Within a minute
             * @example 2026-11-24T06:15:00.000Z
             */
            lastUsedAt: string | null;
            /**
             * @description The admin who made it
             * @example Sita Sharma
             */
            createdByName: string;
        };
        CreateApiTokenRequestDto: {
            /** @example Pashupati Vet Clinic bookings */
            name: string;
            /**
             * @example [
             *       "bookings:read",
             *       "bookings:write"
             *     ]
             */
            scopes: ("catalogue:write" | "orders:read" | "orders:write" | "bookings:read" | "bookings:write" | "customers:read")[];
            /**
             * @description Days until the token stops working
             * @default 90
             * @example 90
             */
            expiresInDays: number;
        };
        CreatedApiTokenDto: {
            /**
             * Format: uuid
             * @example 9b2d7c1e-4f3a-4e8b-a6d5-1c0f2e3d4b5a
             */
            id: string;
            /** @example Pashupati Vet Clinic bookings */
            name: string;
            /**
             * @example [
             *       "bookings:read",
             *       "bookings:write"
             *     ]
             */
            scopes: ("catalogue:write" | "orders:read" | "orders:write" | "bookings:read" | "bookings:write" | "customers:read")[];
            /**
             * @description The first characters of the secret, to tell tokens apart
             * @example kp_3Fq9x
             */
            secretStart: string;
            /** @example 2026-11-20T09:30:00.000Z */
            createdAt: string;
            /** @example 2027-02-18T09:30:00.000Z */
            expiresAt: string;
            /** @example null */
            revokedAt: string | null;
            /**
             * @description Within a minute
             * @example 2026-11-24T06:15:00.000Z
             */
            lastUsedAt: string | null;
            /**
             * @description The admin who made it
             * @example Sita Sharma
             */
            createdByName: string;
            /**
             * @description The secret, shown this once: send it as Authorization: Bearer. Only its hash is kept.
             * @example kp_3Fq9xY2mR7tLw0ZkVb8Nc4Hs1Pd6Qe5Ju9Ai2Go3Ex7
             */
            secret: string;
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
             * @description The name in Nepali (Devanagari); null when the shop has not written one
             * @example पेडिग्री वयस्क कुकुरको खाना (कुखुराको मासु र तरकारी) ३ केजी
             */
            nameNe: string | null;
            /**
             * @description The description in Nepali (Devanagari); null when the shop has not written one
             * @example वयस्क कुकुरका लागि पूर्ण सुख्खा खाना।
             */
            descriptionNe: string | null;
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
             * @description Vaccines: days after a dose when the next dose or booster is due
             * @example 365
             */
            nextDoseAfterDays: number | null;
            /**
             * Format: date-time
             * @example 2026-11-01T08:00:00.000Z
             */
            createdAt: string;
        };
        CategoryCountDto: {
            /** @example Food */
            category: string;
            /** @example 12 */
            count: number;
        };
        PriceRangeDto: {
            /**
             * @description Lowest price (Rs) among the matches, before the price filter
             * @example 150
             */
            min: number;
            /**
             * @description Highest price (Rs) among the matches, before the price filter
             * @example 8500
             */
            max: number;
        };
        ProductSearchResultDto: {
            items: components["schemas"]["ProductDto"][];
            /**
             * @description Matches over all pages
             * @example 37
             */
            total: number;
            /** @example 1 */
            page: number;
            /** @example 24 */
            pageSize: number;
            /** @example 2 */
            totalPages: number;
            /** @description Matches per category for the same text, kind and stock filters (category and price ignored) */
            categories: components["schemas"]["CategoryCountDto"][];
            /** @description Price bounds of those matches: the default range of a price filter */
            priceRange: components["schemas"]["PriceRangeDto"];
        };
        ProductInputRequestDto: {
            /** @example Himalayan Yak Chew Large */
            name: string;
            /** @example A long-lasting natural chew made from yak milk. */
            description: string;
            /**
             * @description The name in Nepali (Devanagari); blank or null: none
             * @example हिमालयन याक च्यु (ठूलो)
             */
            nameNe?: string | null;
            /**
             * @description The description in Nepali (Devanagari); blank or null: none
             * @example याकको दूधबाट बनेको, लामो समयसम्म टिक्ने प्राकृतिक च्यु।
             */
            descriptionNe?: string | null;
            /**
             * @example Toys
             * @enum {string}
             */
            category: "Food" | "Toys" | "Supplements" | "Accessories" | "Belts" | "Wet Foods" | "Cage" | "Core Vaccine" | "Non-Core Vaccine" | "Seasonal Vaccines";
            /**
             * @description Rs, at most two decimals
             * @example 650
             */
            price: number;
            /**
             * @description The price before a sale
             * @example 750
             */
            oldPrice?: number | null;
            /**
             * @description Default 0 for a new product; kept when omitted on edit
             * @example 25
             */
            stock?: number;
            /**
             * @description An uploaded image (/media/...) or an https URL; kept when omitted on edit
             * @example /media/products/3f1e....webp
             */
            image?: string | null;
            /** @example false */
            isNew?: boolean;
            /** @example false */
            isBestSeller?: boolean;
            /**
             * @example [
             *       "Weight: 120 g"
             *     ]
             */
            details?: string[];
            /**
             * @example [
             *       "Yak milk",
             *       "Salt",
             *       "Lime juice"
             *     ]
             */
            ingredients?: string[];
            /**
             * @example [
             *       "Large breeds",
             *       "Heavy chewers"
             *     ]
             */
            recommendedFor?: string[];
            /**
             * @description Vaccines: recommended for every dog
             * @example false
             */
            isRecommended?: boolean;
            /**
             * @description Vaccines: a core vaccine
             * @example false
             */
            isCoreVaccine?: boolean;
            /** @example Annual booster */
            schedule?: string | null;
            /** @example First dose at 12 weeks */
            timing?: string | null;
            /** @example Every year */
            frequency?: string | null;
            /** @example 12 weeks and older */
            petAge?: string | null;
            /** @example Booster after 1 year */
            followUp?: string | null;
            /**
             * @description Vaccines: days after a dose when the next dose or booster is due (null: none)
             * @example 365
             */
            nextDoseAfterDays?: number | null;
        };
        ReviewDto: {
            /**
             * Format: uuid
             * @description Same as id
             * @example 3d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d
             */
            _id: string;
            /**
             * Format: uuid
             * @example 3d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d
             */
            id: string;
            /**
             * @description The reviewer's account name
             * @example Sita Sharma
             */
            userName: string;
            /** @example My beagle loves it and it lasts for weeks. */
            text: string;
            /** @example 5 */
            rating: number;
            /**
             * Format: date-time
             * @description When it was written
             * @example 2026-11-20T10:15:00.000Z
             */
            date: string;
            /**
             * Format: date-time
             * @description When its author last edited it; null if never edited
             * @example null
             */
            updatedAt: string | null;
            /**
             * @description The reviewer has an order of this product that is not cancelled (for a vaccine: a completed vaccination booking with it). Decided when the reviews are read, so a later cancellation takes it away.
             * @example true
             */
            verifiedBuyer: boolean;
        };
        MyReviewResponseDto: {
            review: components["schemas"]["ReviewDto"] | null;
        };
        AddReviewRequestDto: {
            /** @example My beagle loves it and it lasts for weeks. */
            text: string;
            /** @example 5 */
            rating: number;
            /** @description Ignored: the account name is used */
            userName?: string;
            /** @description Ignored: the server records the time */
            date?: string;
        };
        PostReviewResponseDto: {
            /**
             * Format: uuid
             * @description Same as id
             * @example 3d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d
             */
            _id: string;
            /**
             * Format: uuid
             * @example 3d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d
             */
            id: string;
            /**
             * @description The reviewer's account name
             * @example Sita Sharma
             */
            userName: string;
            /** @example My beagle loves it and it lasts for weeks. */
            text: string;
            /** @example 5 */
            rating: number;
            /**
             * Format: date-time
             * @description When it was written
             * @example 2026-11-20T10:15:00.000Z
             */
            date: string;
            /**
             * Format: date-time
             * @description When its author last edited it; null if never edited
             * @example null
             */
            updatedAt: string | null;
            /**
             * @description The reviewer has an order of this product that is not cancelled (for a vaccine: a completed vaccination booking with it). Decided when the reviews are read, so a later cancellation takes it away.
             * @example true
             */
            verifiedBuyer: boolean;
            /**
             * @description created (201): the first review of this customer; updated (200): their review was edited
             * @example created
             * @enum {string}
             */
            result: "created" | "updated";
            /** @example Thank you! Your review is published. */
            message: string;
        };
        UploadedImageDto: {
            /** @example /media/products/3f1e9c2a-2b7d-4c1e-9f0a-1b2c3d4e5f60-large.webp */
            imageUrl: string;
            /** @example /media/products/3f1e9c2a-2b7d-4c1e-9f0a-1b2c3d4e5f60-small.webp */
            thumbnailUrl: string;
        };
        DeliveryRequestDto: {
            /** @example Sita Sharma */
            name: string;
            /**
             * @description Exactly 10 digits
             * @example 9800000000
             */
            phoneNumber: string;
            /**
             * @example Kathmandu
             * @enum {string}
             */
            city: "Kathmandu" | "Bhaktapur" | "Lalitpur";
            /** @example Baneshwor */
            colony: string;
            /** @example Please call before delivery */
            orderNotes?: string | null;
        };
        OrderLineRequestDto: {
            /**
             * Format: uuid
             * @description The product (id or _id are accepted too)
             */
            productId?: string;
            /** Format: uuid */
            id?: string;
            /** Format: uuid */
            _id?: string;
            /** @example 2 */
            quantity: number;
            /** @description Ignored: the shop’s own name is used */
            name?: string;
            /** @description Ignored: the price comes from the catalogue */
            price?: number;
        };
        PlaceOrderRequestDto: {
            customer: components["schemas"]["DeliveryRequestDto"];
            products: components["schemas"]["OrderLineRequestDto"][];
            /**
             * @description Ignored: the server adds up the catalogue prices
             * @example 1950
             */
            total?: number;
            /**
             * @description When sent, must be the logged-in account’s address
             * @example sita.sharma@example.com
             */
            userEmail?: string;
        };
        OrderCustomerDto: {
            /** @example Sita Sharma */
            name: string;
            /** @example 9800000000 */
            phoneNumber: string;
            /** @example Kathmandu */
            city: string;
            /** @example Baneshwor */
            colony: string;
            /** @example Please call before delivery */
            orderNotes: string | null;
        };
        OrderItemDto: {
            /** Format: uuid */
            productId: string;
            /** @example Himalayan Yak Chew Large */
            name: string;
            /** @example /media/products/yak.webp */
            image: string | null;
            /**
             * @description Rs per piece when the order was placed
             * @example 650
             */
            price: number;
            /** @example 2 */
            quantity: number;
            /** @example 1300 */
            lineTotal: number;
        };
        OrderHistoryEntryDto: {
            /** @enum {string} */
            by: "customer" | "admin" | "system";
            /** Format: uuid */
            actorId: string | null;
            /** @enum {string|null} */
            from: "Pending" | "Approved" | "Completed" | "Cancelled" | null;
            /** @enum {string} */
            to: "Pending" | "Approved" | "Completed" | "Cancelled";
            /** @example Customer asked for delivery after 4 pm */
            note: string | null;
            /** Format: date-time */
            at: string;
        };
        OrderDto: {
            /**
             * Format: uuid
             * @description Same as id
             * @example 5b7e2c1a-8d4f-4e6a-9b3c-2d1e0f9a8b7c
             */
            _id: string;
            /**
             * Format: uuid
             * @example 5b7e2c1a-8d4f-4e6a-9b3c-2d1e0f9a8b7c
             */
            id: string;
            /**
             * @example Pending
             * @enum {string}
             */
            status: "Pending" | "Approved" | "Completed" | "Cancelled";
            /**
             * @description What the customer pays: subtotal less the first-order discount; shipping is free
             * @example 1755
             */
            total: number;
            /**
             * @description The sum of the lines
             * @example 1950
             */
            subtotal: number;
            /**
             * @description The first-order discount (0 without it)
             * @example 195
             */
            discount: number;
            /**
             * @description The first-order offer’s rate in percent when the order got it
             * @example 10
             */
            discountPercent: number | null;
            /** @example 0 */
            shipping: number;
            customer: components["schemas"]["OrderCustomerDto"];
            /** @example sita.sharma@example.com */
            userEmail: string;
            /** @description The spec reads products */
            products: components["schemas"]["OrderItemDto"][];
            items: components["schemas"]["OrderItemDto"][];
            /** @enum {string|null} */
            paymentMethod: "khalti" | "cod" | null;
            /**
             * @description What the payment records say: pending (not paid), paid, refund-pending, refund-failed, refund-due (cash the shop owes back), partially-refunded, refunded
             * @enum {string}
             */
            paymentStatus: "pending" | "paid" | "failed" | "refund-pending" | "refund-failed" | "refund-due" | "partially-refunded" | "refunded";
            /**
             * @description Rs given back to the customer
             * @example 0
             */
            refunded: number;
            /**
             * @description Khalti pidx of the latest payment attempt
             * @example HT6o6PEZRWFJ5ygavzHWd5
             */
            paymentReference: string | null;
            /**
             * @description The provider’s transaction id once paid
             * @example GFq9PFS7b2iYvL8Lir9oXe
             */
            transactionId: string | null;
            /** Format: date-time */
            paidAt: string | null;
            /** @description Admins only */
            history?: components["schemas"]["OrderHistoryEntryDto"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        UnavailableProductDto: {
            /** Format: uuid */
            productId: string;
            /** @example Himalayan Yak Chew Large */
            name: string;
            /**
             * @description How many are left
             * @example 1
             */
            available: number;
        };
        OrderConflictResponseDto: {
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
            /**
             * @description Required fields that were missing or blank (message: "Missing required fields: ...")
             * @example [
             *       "name",
             *       "city"
             *     ]
             */
            missingFields?: string[];
            /** @description Each offending field with its message */
            errors?: components["schemas"]["ValidationProblemDto"][];
            /**
             * @description With 429: seconds to wait (also in Retry-After)
             * @example 60
             */
            retryAfterSeconds?: number;
            /** @description ORDERING.OUT_OF_STOCK: the short products */
            products?: components["schemas"]["UnavailableProductDto"][];
            /** @description ORDERING.PRODUCT_UNAVAILABLE: products no longer sold */
            productIds?: string[];
        };
        OrderStatsDto: {
            /** @example 42 */
            total: number;
            /** @example 7 */
            pending: number;
            /** @example 10 */
            approved: number;
            /** @example 20 */
            completed: number;
            /** @example 5 */
            cancelled: number;
            /**
             * @description Rs earned: paid minus refunded, for orders that are not cancelled
             * @example 125400.5
             */
            revenue: number;
            /**
             * @description Rs still to come: orders neither paid nor cancelled
             * @example 8400
             */
            outstanding: number;
            /**
             * @description Rs still to give back: cancelled orders whose refund is pending, failed or due in cash
             * @example 3450
             */
            refundsOwed: number;
        };
        FirstOrderOfferDto: {
            /**
             * @description Whether the shop runs the offer at all
             * @example true
             */
            enabled: boolean;
            /**
             * @description Percent off the subtotal of the first order
             * @example 10
             */
            percent: number;
            /**
             * @description Whether the logged-in caller’s next order gets it (no order of theirs that is not cancelled); always false for a visitor
             * @example true
             */
            eligible: boolean;
        };
        MessageDto: {
            /** @example Order deleted successfully. */
            message: string;
        };
        ChangeOrderStatusRequestDto: {
            /**
             * @example Approved
             * @enum {string}
             */
            status: "Approved" | "Completed" | "Cancelled";
            /**
             * @description Why, for the history
             * @example Packed and handed to the rider in Baneshwor
             */
            note?: string;
        };
        SendOrderEmailRequestDto: {
            /**
             * Format: uuid
             * @description The order (or orderDetails._id as the spec sends it)
             */
            orderId?: string;
            /** @description Ignored: the order’s own address is used */
            email?: string;
            /** @description The spec sends the order here; only its _id is read */
            orderDetails?: Record<string, never>;
            /** @description Ignored: the order’s current status is used */
            status?: string;
        };
        OrderEmailSentDto: {
            /** @example Order deleted successfully. */
            message: string;
            /**
             * @description Where the e-mail goes: the order’s address
             * @example sita.sharma@example.com
             */
            email: string;
        };
        InitiatePaymentRequestDto: {
            /**
             * Format: uuid
             * @description The order to pay
             */
            purchase_order_id: string;
            /** @description Ignored */
            purchase_order_name?: string;
            /** @description Ignored: the order’s total in paisa is used */
            amount?: Record<string, never>;
            /** @description Ignored: the order’s customer is used */
            customer_info?: Record<string, never>;
            /** @description Ignored: Khalti returns to PUBLIC_URL/payment-success */
            return_url?: string;
        };
        InitiatedPaymentDto: {
            /** @example bZQLD9wRVWo4CdESSfuSsB */
            pidx: string;
            /** @example https://test-pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB */
            payment_url: string;
            /** Format: date-time */
            expires_at: string;
            /**
             * @description Paisa
             * @example 195000
             */
            amount: number;
            /** Format: uuid */
            orderId: string;
        };
        VerifyPaymentRequestDto: {
            /** @example bZQLD9wRVWo4CdESSfuSsB */
            pidx: string;
        };
        KhaltiPaymentDataDto: {
            pidx: string;
            /** @example Completed */
            status: string | null;
            transaction_id: string | null;
            /** @description Same as transaction_id (the spec reads idx) */
            idx: string | null;
            /**
             * @description Paisa
             * @example 195000
             */
            total_amount: number;
        };
        VerifiedPaymentDto: {
            /**
             * @description True when the order is paid
             * @example true
             */
            success: boolean;
            /** @enum {string} */
            status: "paid" | "already-paid" | "pending" | "canceled" | "expired" | "refunded";
            /** @example Payment successful */
            message: string;
            data: components["schemas"]["KhaltiPaymentDataDto"];
            orderDetails: components["schemas"]["OrderDto"];
            orderItems: components["schemas"]["OrderItemDto"][];
        };
        RecordOrderPaymentRequestDto: {
            /**
             * @example cod
             * @enum {string}
             */
            paymentMethod: "khalti" | "cod";
            /**
             * @description pending (customer) or paid (admin, cash received)
             * @enum {string}
             */
            paymentStatus?: "pending" | "paid";
            /** @description Ignored (the spec’s fallback sends it) */
            _id?: string;
        };
        VaccinationCenterDto: {
            /**
             * Format: uuid
             * @example 6a1f7a52-3c55-4c43-9a0e-51c1b7b0c001
             */
            id: string;
            /** @example main-center */
            slug: string;
            /** @example Main Center */
            name: string;
            /** @example Shantinagar Marg, New Baneshwor */
            address: string;
            /** @example Kathmandu */
            city: string;
            /** @example 27.6889 */
            latitude: number;
            /** @example 85.3356 */
            longitude: number;
            /** @example 01-4781234 */
            phone: string;
            /** @example 9:00 AM - 5:00 PM */
            openingHours: string;
            /**
             * @description Weekdays it is closed: 0 Sunday ... 6 Saturday
             * @example [
             *       6
             *     ]
             */
            closedWeekdays: number[];
            /**
             * @description Single closed dates (holidays)
             * @example [
             *       "2026-10-21"
             *     ]
             */
            closedDates: string[];
            /**
             * @description Dogs one appointment time can take
             * @example 1
             */
            slotCapacity: number;
        };
        PatientRequestDto: {
            /** @example Sita Sharma */
            name: string;
            /**
             * @description Exactly 10 digits once spaces and dashes are removed
             * @example 9841234567
             */
            phoneNumber: string;
            /** @example Lalitpur */
            city: string;
            /** @example Jhamsikhel, near the Sanepa bridge */
            address: string;
            /** @example Bhote gets nervous around big dogs */
            specialInstructions?: string | null;
            /** @description Ignored: the booking belongs to the logged-in account */
            email?: string;
        };
        DogRequestDto: {
            /** @example Bhote */
            name: string;
            /** @example Tibetan Mastiff */
            breed: string;
            /**
             * @description Any letter case
             * @example Friendly
             * @enum {string}
             */
            behaviour: "Friendly" | "Playful" | "Aggressive";
        };
        VaccineRequestDto: {
            /**
             * Format: uuid
             * @description The vaccine (product id)
             */
            productId?: string;
            /** Format: uuid */
            id?: string;
            /** Format: uuid */
            _id?: string;
            /**
             * @description Used when no id is sent
             * @example Anti-Rabies Vaccination
             */
            name?: string;
            /**
             * @description Ignored: every booking is one dose of each vaccine
             * @example 1
             */
            doseNumber?: number;
            /** @description Ignored: the price comes from the catalogue */
            price?: number;
        };
        BookVaccinationRequestDto: {
            patient: components["schemas"]["PatientRequestDto"];
            dog: components["schemas"]["DogRequestDto"];
            vaccines: components["schemas"]["VaccineRequestDto"][];
            /**
             * @description Ignored: the server adds up the catalogue prices
             * @example 850
             */
            totalAmount?: number;
            /** @description When sent, must be the logged-in account’s address */
            userEmail?: string;
            /**
             * @description Nepal date (an ISO date-time is read as its Nepal date)
             * @example 2026-12-01
             */
            appointmentDate: string;
            /**
             * @description Nepal time
             * @example 10:00
             * @enum {string}
             */
            appointmentTime: "09:00" | "10:00" | "11:00" | "13:00" | "14:00" | "15:00" | "16:00";
            /**
             * @description The centre’s id, slug or name
             * @example Main Center
             */
            vaccinationCenter: string;
        };
        BookingPatientDto: {
            /** @example Sita Sharma */
            name: string;
            /** @example 9841234567 */
            phoneNumber: string;
            /** @example Lalitpur */
            city: string;
            /** @example Jhamsikhel, near the Sanepa bridge */
            address: string;
            /** @example Bhote gets nervous around big dogs */
            specialInstructions: string | null;
            /**
             * @description The account the booking belongs to
             * @example sita.sharma@example.com
             */
            email: string;
        };
        BookingDogDto: {
            /** @example Bhote */
            name: string;
            /** @example Tibetan Mastiff */
            breed: string;
            /**
             * @example Friendly
             * @enum {string}
             */
            behaviour: "Friendly" | "Playful" | "Aggressive";
        };
        BookedVaccineDto: {
            /** Format: uuid */
            productId: string;
            /** @example Anti-Rabies Vaccination */
            name: string;
            /** @example 1 */
            doseNumber: number;
            /**
             * @description Rs, the catalogue price when booked
             * @example 850
             */
            price: number;
            /**
             * @description Days until the next dose is due
             * @example 365
             */
            nextDoseAfterDays: number | null;
        };
        BookingHistoryEntryDto: {
            /** @enum {string} */
            by: "customer" | "admin" | "system";
            /** Format: uuid */
            actorId: string | null;
            /** @enum {string|null} */
            from: "scheduled" | "confirmed" | "completed" | "cancelled" | "no-show" | null;
            /** @enum {string} */
            to: "scheduled" | "confirmed" | "completed" | "cancelled" | "no-show";
            /** @example Rescheduled from 2026-12-01 09:00 at Main Center */
            note: string | null;
            /** Format: date-time */
            at: string;
        };
        BookingCreatedDto: {
            /**
             * Format: uuid
             * @description Same as id (the spec reads _id)
             * @example 3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b
             */
            _id: string;
            /**
             * Format: uuid
             * @example 3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b
             */
            id: string;
            /**
             * @description Last 8 characters of the id, as statements show it
             * @example 3E4F5A6B
             */
            reference: string;
            /**
             * @description What the customer quotes when calling the centre
             * @example VX4821
             */
            contactCode: string;
            /**
             * @example scheduled
             * @enum {string}
             */
            status: "scheduled" | "confirmed" | "completed" | "cancelled" | "no-show";
            patient: components["schemas"]["BookingPatientDto"];
            dog: components["schemas"]["BookingDogDto"];
            vaccines: components["schemas"]["BookedVaccineDto"][];
            /**
             * @description Rs: the sum of the doses, paid at the centre
             * @example 850
             */
            totalAmount: number;
            /** @example sita.sharma@example.com */
            userEmail: string;
            /**
             * @description Nepal date
             * @example 2026-12-01
             */
            appointmentDate: string;
            /**
             * @description Nepal time (Asia/Kathmandu, UTC+05:45)
             * @example 10:00
             */
            appointmentTime: string;
            /**
             * Format: date-time
             * @description The same moment
             * @example 2026-12-01T04:15:00.000Z
             */
            startsAt: string;
            /**
             * @description The centre’s name (the spec reads it)
             * @example Main Center
             */
            vaccinationCenter: string;
            center: components["schemas"]["VaccinationCenterDto"];
            /** @description Admins only */
            history?: components["schemas"]["BookingHistoryEntryDto"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @example Your appointment request has been sent to the clinic. You will get a confirmation e-mail once it is approved. */
            message: string;
        };
        BookingDto: {
            /**
             * Format: uuid
             * @description Same as id (the spec reads _id)
             * @example 3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b
             */
            _id: string;
            /**
             * Format: uuid
             * @example 3f9b6a2e-4c1d-4e8f-9a7b-1c2d3e4f5a6b
             */
            id: string;
            /**
             * @description Last 8 characters of the id, as statements show it
             * @example 3E4F5A6B
             */
            reference: string;
            /**
             * @description What the customer quotes when calling the centre
             * @example VX4821
             */
            contactCode: string;
            /**
             * @example scheduled
             * @enum {string}
             */
            status: "scheduled" | "confirmed" | "completed" | "cancelled" | "no-show";
            patient: components["schemas"]["BookingPatientDto"];
            dog: components["schemas"]["BookingDogDto"];
            vaccines: components["schemas"]["BookedVaccineDto"][];
            /**
             * @description Rs: the sum of the doses, paid at the centre
             * @example 850
             */
            totalAmount: number;
            /** @example sita.sharma@example.com */
            userEmail: string;
            /**
             * @description Nepal date
             * @example 2026-12-01
             */
            appointmentDate: string;
            /**
             * @description Nepal time (Asia/Kathmandu, UTC+05:45)
             * @example 10:00
             */
            appointmentTime: string;
            /**
             * Format: date-time
             * @description The same moment
             * @example 2026-12-01T04:15:00.000Z
             */
            startsAt: string;
            /**
             * @description The centre’s name (the spec reads it)
             * @example Main Center
             */
            vaccinationCenter: string;
            center: components["schemas"]["VaccinationCenterDto"];
            /** @description Admins only */
            history?: components["schemas"]["BookingHistoryEntryDto"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BookingStatsDto: {
            /** @example 42 */
            total: number;
            /** @example 7 */
            scheduled: number;
            /** @example 12 */
            confirmed: number;
            /** @example 18 */
            completed: number;
            /** @example 3 */
            cancelled: number;
            /** @example 2 */
            noShow: number;
            /**
             * @description Appointments today (Nepal date) that are not cancelled
             * @example 4
             */
            today: number;
        };
        AvailabilityDayDto: {
            /**
             * @description Nepal date
             * @example 2026-12-01
             */
            date: string;
            /**
             * @description False on the centre’s closing days
             * @example true
             */
            open: boolean;
            /**
             * @description Times with a free place (times already past today are left out)
             * @example [
             *       "09:00",
             *       "11:00",
             *       "13:00"
             *     ]
             */
            freeTimes: string[];
            /**
             * @description Free places that day
             * @example 3
             */
            free: number;
        };
        CenterAvailabilityDto: {
            /** Format: uuid */
            centerId: string;
            /** @example Main Center */
            name: string;
            /** @example 1 */
            slotCapacity: number;
            /**
             * @description Free places over the range
             * @example 24
             */
            free: number;
            days: components["schemas"]["AvailabilityDayDto"][];
        };
        AvailabilityDto: {
            /** @example 2026-12-01 */
            from: string;
            /** @example 2026-12-07 */
            to: string;
            /**
             * @description Today in Nepal
             * @example 2026-11-30
             */
            today: string;
            /**
             * @example [
             *       "09:00",
             *       "10:00",
             *       "11:00",
             *       "13:00",
             *       "14:00",
             *       "15:00",
             *       "16:00"
             *     ]
             */
            times: string[];
            /**
             * @description Free places over the range at every centre asked for
             * @example 120
             */
            free: number;
            centers: components["schemas"]["CenterAvailabilityDto"][];
        };
        ChangeBookingStatusRequestDto: {
            /**
             * @description Any letter case (Confirmed, No-show)
             * @example confirmed
             * @enum {string}
             */
            status: "scheduled" | "confirmed" | "completed" | "cancelled" | "no-show";
            /** @description Why, for the history */
            note?: string;
        };
        RescheduleBookingRequestDto: {
            /**
             * @description Nepal date
             * @example 2026-12-03
             */
            appointmentDate: string;
            /**
             * @description Nepal time
             * @example 14:00
             * @enum {string}
             */
            appointmentTime: "09:00" | "10:00" | "11:00" | "13:00" | "14:00" | "15:00" | "16:00";
            /**
             * @description The centre’s id, slug or name
             * @example North Branch
             */
            vaccinationCenter: string;
        };
        SendBookingEmailRequestDto: {
            /**
             * Format: uuid
             * @description The booking (or bookingDetails._id as the spec sends it)
             */
            bookingId?: string;
            /** @description Ignored: the booking’s own address is used */
            email?: string;
            /** @description The spec sends the booking here; only its _id is read */
            bookingDetails?: Record<string, never>;
            /** @description Ignored: the booking’s current status is used */
            status?: string;
        };
        BookingEmailSentDto: {
            /** @example Email notification sent to sita.sharma@example.com */
            message: string;
            /**
             * @description Where the e-mail goes: the booking’s address
             * @example sita.sharma@example.com
             */
            email: string;
        };
        SubscribeNewsletterRequestDto: {
            /** @example sita.sharma@example.com */
            email: string;
            /**
             * @description The language of the confirmation and of the newsletters (the web sends its kp_lang cookie); English when left out
             * @example ne
             * @enum {string}
             */
            language?: "en" | "ne";
        };
        SubscribeNewsletterResponseDto: {
            /** @example Almost there! Please check your inbox and click the link in our e-mail to confirm your subscription. */
            message: string;
            /** @example sita.sharma@example.com */
            email: string;
            /**
             * @description True when the address had already confirmed its subscription
             * @example false
             */
            alreadySubscribed: boolean;
            /**
             * @description True when this request queued a confirmation e-mail; false for a confirmed address and within the re-send cooldown
             * @example true
             */
            confirmationSent: boolean;
        };
        MarketingLinkDto: {
            /**
             * @description The address the link acts on
             * @example sita.sharma@example.com
             */
            email: string;
        };
        ConfirmNewsletterResponseDto: {
            /** @example You're subscribed! We'll e-mail you about new products and offers. */
            message: string;
            /** @example sita.sharma@example.com */
            email: string;
            /**
             * @description True when the address had confirmed before
             * @example false
             */
            alreadyConfirmed: boolean;
        };
        UnsubscribeResponseDto: {
            /** @example You have been unsubscribed. You will no longer receive newsletters or product announcements from us. */
            message: string;
            /** @example sita.sharma@example.com */
            email: string;
        };
        SendProductNotificationRequestDto: {
            /**
             * Format: uuid
             * @description The product to tell everyone about
             */
            productId: string;
        };
        SendProductNotificationResponseDto: {
            /** @example Notification is being sent to 128 recipients */
            message: string;
            /** Format: uuid */
            announcementId: string;
            /**
             * @description Subscribers and customers, each address once
             * @example 128
             */
            recipients: number;
        };
        AnnouncementProgressDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            productId: string;
            /** @example Himalayan Yak Chew Large */
            productName: string;
            /** @example 128 */
            recipients: number;
            /** @example 100 */
            sent: number;
            /**
             * @description Gave up after every retry
             * @example 0
             */
            failed: number;
            /**
             * @description Unsubscribed before their e-mail went out
             * @example 0
             */
            skipped: number;
            /** @example 28 */
            pending: number;
            /**
             * @example sending
             * @enum {string}
             */
            status: "sending" | "done";
            /** Format: date-time */
            createdAt: string;
        };
        EmailLogEntryDto: {
            /**
             * @description Outbox id, template and recipient
             * @example 0b1f…:order-placed:sita@example.com
             */
            id: string;
            /** @example order-placed */
            template: string;
            /** @example sita.sharma@example.com */
            recipient: string;
            /** @example Your Kukur Pasal order 1A2B3C4D is placed */
            subject: string | null;
            /**
             * @description sent; sending: claimed by an attempt that is handing it to the mail server now, or that was interrupted (it is sent again, with the same Message-ID); failed: refused, see lastError
             * @example sent
             * @enum {string}
             */
            status: "sent" | "sending" | "failed";
            /** @example ordering.order-placed.v1 */
            eventType: string | null;
            /** Format: uuid */
            orderId: string | null;
            /** Format: uuid */
            bookingId: string | null;
            /**
             * @description Attempts to send it so far
             * @example 1
             */
            attempts: number;
            /** @example connect ECONNREFUSED 127.0.0.1:1025 */
            lastError: string | null;
            /** Format: date-time */
            sentAt: string | null;
            /**
             * Format: date-time
             * @description Last attempt
             */
            updatedAt: string;
        };
        PartnerEnquiryRequestDto: {
            /** @example Dr. Anil Shrestha */
            name: string;
            /** @example anil@happypaws.com.np */
            email: string;
            /**
             * @description Exactly 10 digits
             * @example 9841234567
             */
            phoneNumber: string;
            /**
             * @example vet
             * @enum {string}
             */
            partnerType: "vet" | "groomer" | "supplier" | "other";
            /** @example We run a small veterinary clinic in Pulchowk and would like to offer your vaccination bookings to our clients. */
            message: string;
            /**
             * @description The language of the receipt e-mailed to the sender (the web sends its kp_lang); English when left out
             * @example ne
             * @enum {string}
             */
            language?: "en" | "ne";
        };
        PartnerEnquiryReceiptDto: {
            /**
             * Format: uuid
             * @example 5b7e1c9a-2d4f-4a8b-9c0d-1e2f3a4b5c6d
             */
            id: string;
            /** @example Thank you! Your message has reached our team, and a copy is on its way to your inbox. We will get back to you soon. */
            message: string;
        };
        PartnerEnquiryDto: {
            /**
             * Format: uuid
             * @example 5b7e1c9a-2d4f-4a8b-9c0d-1e2f3a4b5c6d
             */
            id: string;
            /** @example Dr. Anil Shrestha */
            name: string;
            /** @example anil@happypaws.com.np */
            email: string;
            /** @example 9841234567 */
            phoneNumber: string;
            /**
             * @example vet
             * @enum {string}
             */
            partnerType: "vet" | "groomer" | "supplier" | "other";
            /** @example We run a small veterinary clinic in Pulchowk and would like to offer your vaccination bookings to our clients. */
            message: string;
            /**
             * Format: date-time
             * @example 2026-11-25T09:30:00.000Z
             */
            createdAt: string;
        };
        TrendDto: {
            /** @example 14 */
            last30Days: number;
            /** @example 10 */
            previous30Days: number;
            /**
             * @description Change in percent, one decimal; null when the previous period had nothing to compare with
             * @example 40
             */
            changePercent: number | null;
        };
        DashboardTrendsDto: {
            /** @description Products added */
            products: components["schemas"]["TrendDto"];
            /** @description Orders placed */
            orders: components["schemas"]["TrendDto"];
            /** @description Customers who signed up */
            customers: components["schemas"]["TrendDto"];
            /** @description Vaccinations booked */
            vaccinations: components["schemas"]["TrendDto"];
            /** @description Rupees paid (orders not cancelled) */
            revenue: components["schemas"]["TrendDto"];
            /** @description Appointments held or due (not cancelled), by appointment date */
            appointments: components["schemas"]["TrendDto"];
        };
        DashboardStatsDto: {
            /**
             * @description Products on sale, vaccines included
             * @example 42
             */
            productCount: number;
            /** @example 318 */
            orderCount: number;
            /**
             * @description Accounts with role user
             * @example 127
             */
            customerCount: number;
            /**
             * @description Vaccination bookings (shown as Total Bookings)
             * @example 64
             */
            vaccinationCount: number;
            /**
             * @description Rupees paid for orders that were not cancelled
             * @example 125000.5
             */
            revenue: number;
            /**
             * @description Orders waiting for the admin’s approval
             * @example 6
             */
            pendingOrders: number;
            /**
             * @description Appointments today (Nepal date), not cancelled
             * @example 3
             */
            todaysAppointments: number;
            trends: components["schemas"]["DashboardTrendsDto"];
        };
        MonthlySalesDto: {
            /**
             * @description Nepal month, YYYY-MM
             * @example 2026-11
             */
            month: string;
            /** @example Nov 2026 */
            label: string;
            /**
             * @description Rupees paid in the month (orders not cancelled)
             * @example 45250
             */
            sales: number;
        };
        TopProductDto: {
            /** Format: uuid */
            productId: string;
            /** @example Himalayan Yak Chew Large */
            name: string;
            /** @example 37 */
            unitsSold: number;
        };
        UserStatsDto: {
            /**
             * @description Customers who signed up in the last 30 days
             * @example 12
             */
            newUsers: number;
            /**
             * @description Customers with 2 or more orders that were not cancelled
             * @example 31
             */
            returningUsers: number;
            /**
             * @description Customers who paid Rs 10,000.00 or more (orders not cancelled) in the last 365 days
             * @example 5
             */
            premiumMembers: number;
        };
        DashboardChartsDto: {
            /** @description The last 12 Nepal months, oldest first */
            salesData: components["schemas"]["MonthlySalesDto"][];
            /** @description Top 5 by units in orders that were not cancelled */
            topProducts: components["schemas"]["TopProductDto"][];
            userStats: components["schemas"]["UserStatsDto"];
        };
        ActivityDto: {
            /** Format: uuid */
            id: string;
            /**
             * @example order
             * @enum {string}
             */
            type: "order" | "customer" | "booking" | "other";
            /** @example Order #1A2B3C4D placed (3 items) */
            message: string;
            /** @example Sita Sharma */
            customer: string | null;
            /**
             * @description Rupees
             * @example 3450
             */
            amount: number | null;
            /**
             * @description completed, pending, refunded, confirmed, new, processing, cancelled, no-show
             * @example pending
             */
            status: string | null;
            /**
             * Format: date-time
             * @description When it happened
             */
            time: string;
        };
        CustomerDto: {
            /**
             * Format: uuid
             * @description Same as id (the spec reads _id)
             * @example 6f1c2f0e-3a5b-4c1d-9e2f-7a8b9c0d1e2f
             */
            _id: string;
            /**
             * Format: uuid
             * @example 6f1c2f0e-3a5b-4c1d-9e2f-7a8b9c0d1e2f
             */
            id: string;
            /** @example Sita Sharma */
            name: string;
            /** @example sita.sharma@example.com */
            email: string;
            /**
             * @example user
             * @enum {string}
             */
            role: "user" | "admin";
            /** @example 9800000000 */
            phoneNumber: string | null;
            /** @example Kathmandu */
            city: string | null;
            /** @example Baneshwor */
            colony: string | null;
            /** @example true */
            emailVerified: boolean;
            /**
             * @description Receives marketing e-mail (newsletter, product announcements); off unless turned on
             * @example false
             */
            marketingOptIn: boolean;
            /**
             * @description The language of the account’s e-mails
             * @example ne
             * @enum {string}
             */
            preferredLanguage: "en" | "ne";
            /**
             * @description False for an account that only signs in with Google
             * @example true
             */
            hasPassword: boolean;
            /**
             * Format: date-time
             * @example 2026-11-01T08:00:00.000Z
             */
            createdAt: string;
            /**
             * @description Orders that were not cancelled
             * @example 4
             */
            orderCount: number;
            /**
             * @description Rupees paid for orders that were not cancelled
             * @example 13800
             */
            totalSpent: number;
        };
        QueueCountsDto: {
            /**
             * @example email
             * @enum {string}
             */
            name: "email" | "announcements" | "maintenance" | "activity" | "webhooks" | "webhook-delivery";
            /** @example 0 */
            waiting: number;
            /** @example 1 */
            active: number;
            /**
             * @description Waiting for their time (reminders, retries after a backoff)
             * @example 3
             */
            delayed: number;
            /**
             * @description Gave up after every attempt; an admin may retry or discard them
             * @example 2
             */
            failed: number;
            /**
             * @description Done in the last 7 days (older ones are removed)
             * @example 1840
             */
            completed: number;
            /** @example false */
            paused: boolean;
        };
        UnroutedEventTypeDto: {
            /** @example ordering.order-refunded.v2 */
            type: string;
            /** @example 2 */
            count: number;
            /**
             * Format: date-time
             * @example 2026-11-26T09:15:00.000Z
             */
            oldestAt: string;
        };
        OutboxBacklogDto: {
            /**
             * @description Events of a declared type committed but not yet handed to a queue
             * @example 0
             */
            pending: number;
            /** Format: date-time */
            oldestPendingAt: string | null;
            /**
             * @description Seconds the oldest has waited
             * @example null
             */
            oldestAgeSeconds: number | null;
            /**
             * @description Unpublished events whose type is not declared (no route): the relay keeps them, unpublished, until a release declares the type
             * @example 0
             */
            unrouted: number;
            /** @example [] */
            unroutedTypes: components["schemas"]["UnroutedEventTypeDto"][];
        };
        QueuesOverviewDto: {
            queues: components["schemas"]["QueueCountsDto"][];
            outbox: components["schemas"]["OutboxBacklogDto"];
        };
        JobSummaryDto: {
            /**
             * @description The event or kind of job, in words
             * @example Order placed
             */
            description: string;
            /** @example ordering.order-placed.v1 */
            eventType: string | null;
            /**
             * @example [
             *       "sita.sharma@example.com"
             *     ]
             */
            recipients: string[];
            /**
             * @description E-mail templates concerned
             * @example [
             *       "order-placed"
             *     ]
             */
            templates: string[];
            /** Format: uuid */
            orderId: string | null;
            /** Format: uuid */
            bookingId: string | null;
            /** Format: uuid */
            announcementId: string | null;
        };
        FailedJobDto: {
            /** @example 0b1f6f1e-3a5b-4c1d-9e2f-7a8b9c0d1e2f */
            id: string;
            /** @example email */
            queue: string;
            /** @example ordering.order-placed.v1 */
            name: string;
            summary: components["schemas"]["JobSummaryDto"];
            /** @example connect ECONNREFUSED 127.0.0.1:1025 */
            failedReason: string;
            /** @example 5 */
            attemptsMade: number;
            /** @example 5 */
            maxAttempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            failedAt: string | null;
        };
        RetriedJobsDto: {
            /**
             * @description Failed jobs moved back to waiting
             * @example 3
             */
            retried: number;
        };
        WebhookEndpointDto: {
            /**
             * Format: uuid
             * @example 0b6f1d2e-8c4a-4f5b-9d3e-2a1c7e6f5b4d
             */
            id: string;
            /** @example https://clinic.example.com.np/hooks/kukur */
            url: string;
            /** @example Pashupati Vet Clinic bookings */
            description: string;
            /**
             * @description Empty: every event type
             * @example [
             *       "booking.requested",
             *       "booking.confirmed"
             *     ]
             */
            eventTypes: ("order.placed" | "order.paid" | "order.status-changed" | "order.cancelled" | "order.refunded" | "booking.requested" | "booking.confirmed" | "booking.rescheduled" | "booking.cancelled" | "booking.completed" | "booking.status-changed" | "product.created" | "product.changed" | "product.out-of-stock")[];
            /**
             * @description Switched on by an admin
             * @example true
             */
            active: boolean;
            /**
             * @description active: gets events; off: switched off; paused: kept failing, resume to send again
             * @example active
             * @enum {string}
             */
            state: "active" | "off" | "paused";
            /** @example null */
            pausedAt: string | null;
            /** @example null */
            pausedReason: string | null;
            /**
             * @description Deliveries in a row that failed every retry
             * @example 0
             */
            consecutiveFailures: number;
            /**
             * @description E-mailed when the endpoint is paused
             * @example sita.sharma@example.com
             */
            contactEmail: string;
            /** @example 2026-11-28T09:30:00.000Z */
            createdAt: string;
            /** @example 2026-11-28T09:30:00.000Z */
            updatedAt: string;
        };
        CreateWebhookEndpointRequestDto: {
            /**
             * @description http or https; a host on a loopback or private network is refused (400)
             * @example https://clinic.example.com.np/hooks/kukur
             */
            url: string;
            /** @example Pashupati Vet Clinic bookings */
            description?: string;
            /**
             * @description The event types wanted; empty or left out: every type
             * @example [
             *       "booking.requested",
             *       "booking.confirmed"
             *     ]
             */
            eventTypes?: ("order.placed" | "order.paid" | "order.status-changed" | "order.cancelled" | "order.refunded" | "booking.requested" | "booking.confirmed" | "booking.rescheduled" | "booking.cancelled" | "booking.completed" | "booking.status-changed" | "product.created" | "product.changed" | "product.out-of-stock")[];
            /**
             * @description Off: it gets no events
             * @default true
             * @example true
             */
            active: boolean;
        };
        CreatedWebhookEndpointDto: {
            /**
             * Format: uuid
             * @example 0b6f1d2e-8c4a-4f5b-9d3e-2a1c7e6f5b4d
             */
            id: string;
            /** @example https://clinic.example.com.np/hooks/kukur */
            url: string;
            /** @example Pashupati Vet Clinic bookings */
            description: string;
            /**
             * @description Empty: every event type
             * @example [
             *       "booking.requested",
             *       "booking.confirmed"
             *     ]
             */
            eventTypes: ("order.placed" | "order.paid" | "order.status-changed" | "order.cancelled" | "order.refunded" | "booking.requested" | "booking.confirmed" | "booking.rescheduled" | "booking.cancelled" | "booking.completed" | "booking.status-changed" | "product.created" | "product.changed" | "product.out-of-stock")[];
            /**
             * @description Switched on by an admin
             * @example true
             */
            active: boolean;
            /**
             * @description active: gets events; off: switched off; paused: kept failing, resume to send again
             * @example active
             * @enum {string}
             */
            state: "active" | "off" | "paused";
            /** @example null */
            pausedAt: string | null;
            /** @example null */
            pausedReason: string | null;
            /**
             * @description Deliveries in a row that failed every retry
             * @example 0
             */
            consecutiveFailures: number;
            /**
             * @description E-mailed when the endpoint is paused
             * @example sita.sharma@example.com
             */
            contactEmail: string;
            /** @example 2026-11-28T09:30:00.000Z */
            createdAt: string;
            /** @example 2026-11-28T09:30:00.000Z */
            updatedAt: string;
            /**
             * @description The signing secret; an admin can read it again (GET …/secret) or rotate it
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq1v2y3Zk8aE=
             */
            secret: string;
        };
        UpdateWebhookEndpointRequestDto: {
            /** @example https://clinic.example.com.np/hooks/kukur-v2 */
            url?: string;
            /** @example Pashupati Vet Clinic: bookings and orders */
            description?: string;
            /**
             * @example [
             *       "order.placed",
             *       "order.paid"
             *     ]
             */
            eventTypes?: ("order.placed" | "order.paid" | "order.status-changed" | "order.cancelled" | "order.refunded" | "booking.requested" | "booking.confirmed" | "booking.rescheduled" | "booking.cancelled" | "booking.completed" | "booking.status-changed" | "product.created" | "product.changed" | "product.out-of-stock")[];
            /**
             * @description Switch the endpoint off (false) or on again (true)
             * @example false
             */
            active?: boolean;
        };
        WebhookSecretDto: {
            /**
             * @description The signing secret: `whsec_` and the base64 of the key bytes (Standard Webhooks)
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq1v2y3Zk8aE=
             */
            secret: string;
        };
        WebhookDeliveryDto: {
            /**
             * Format: uuid
             * @example 5d2c8a1f-3b4e-4c6d-8e9f-0a1b2c3d4e5f
             */
            id: string;
            /**
             * @description The webhook-id header
             * @example evt_3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6
             */
            eventId: string;
            /** @example order.placed */
            eventType: string;
            /**
             * @example delivered
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** @example 1 */
            attempts: number;
            /** @example 200 */
            lastStatusCode: number | null;
            /**
             * @description Why the last attempt failed
             * @example null
             */
            lastError: string | null;
            /** @example 2026-11-28T09:30:01.000Z */
            lastAttemptAt: string | null;
            /** @example 2026-11-28T09:30:01.000Z */
            deliveredAt: string | null;
            /** @example 2026-11-28T09:30:00.000Z */
            createdAt: string;
        };
        WebhookDeliveryAttemptDto: {
            /** @example 2026-11-28T09:30:01.000Z */
            attemptedAt: string;
            /**
             * @description None when there was no answer
             * @example 500
             */
            statusCode: number | null;
            /** @example The receiver answered 500 */
            error: string | null;
            /** @example 182 */
            durationMs: number;
        };
        WebhookDeliveryDetailDto: {
            /**
             * Format: uuid
             * @example 5d2c8a1f-3b4e-4c6d-8e9f-0a1b2c3d4e5f
             */
            id: string;
            /**
             * @description The webhook-id header
             * @example evt_3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6
             */
            eventId: string;
            /** @example order.placed */
            eventType: string;
            /**
             * @example delivered
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            /** @example 1 */
            attempts: number;
            /** @example 200 */
            lastStatusCode: number | null;
            /**
             * @description Why the last attempt failed
             * @example null
             */
            lastError: string | null;
            /** @example 2026-11-28T09:30:01.000Z */
            lastAttemptAt: string | null;
            /** @example 2026-11-28T09:30:01.000Z */
            deliveredAt: string | null;
            /** @example 2026-11-28T09:30:00.000Z */
            createdAt: string;
            /**
             * @description The JSON body sent, byte for byte
             * @example {"id":"evt_3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6","type":"order.placed","version":1,"timestamp":"2026-11-28T09:30:00.000Z","data":{"orderId":"9b2d7c1e-4f3a-4e8b-a6d5-1c0f2e3d4b5a"}}
             */
            body: string;
            /** @description Every attempt, oldest first */
            attemptLog: components["schemas"]["WebhookDeliveryAttemptDto"][];
        };
    };
    responses: {
        /**
         * @description An unexpected failure on the server (logged there); the request may be tried again later
         *
         *     - `COMMON.INTERNAL_ERROR`: Something went wrong on our side. Please try again later.
         */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponseDto"] & {
                    /** @enum {string} */
                    code?: "COMMON.INTERNAL_ERROR";
                };
            };
        };
        /**
         * @description The database or Redis is briefly out of reach; try again after Retry-After seconds
         *
         *     - `COMMON.SERVICE_UNAVAILABLE`: This service is briefly unavailable. Please try again in a minute.
         */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponseDto"] & {
                    /** @enum {string} */
                    code?: "COMMON.SERVICE_UNAVAILABLE";
                };
            };
        };
    };
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
            /** @description Both dependencies answer (`ok` or `degraded`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponseDto"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description PostgreSQL or Redis does not answer: `status` is `down` and the dependency says `down` */
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
    Users_checkEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckEmailRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckEmailResponseDto"];
                };
            };
            /**
             * @description Invalid email address
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Asked too often
             *
             *     - `IDENTITY.TOO_MANY_REQUESTS`: Too many requests. Please try again in 9 minutes.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.TOO_MANY_REQUESTS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequestDto"];
            };
        };
        responses: {
            /** @description Logged in; the refresh cookie is set */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSessionDto"];
                };
            };
            /**
             * @description Invalid input
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description E-mail not verified
             *
             *     - `IDENTITY.EMAIL_NOT_VERIFIED`: Please verify your email address before creating the account.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.EMAIL_NOT_VERIFIED";
                    };
                };
            };
            /**
             * @description This email is already registered. Please login instead.
             *
             *     - `IDENTITY.EMAIL_TAKEN`: This email is already registered. Please login instead.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.EMAIL_TAKEN";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequestDto"];
            };
        };
        responses: {
            /** @description Logged in; the refresh cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSessionDto"];
                };
            };
            /**
             * @description Email and password are required
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Invalid credentials
             *
             *     - `IDENTITY.INVALID_CREDENTIALS`: Invalid credentials
             *     - `IDENTITY.LOGIN_CODE_REQUIRED`: Many wrong passwords have been tried on this account, so a login from a new place needs a code too. If the password is right, we have e-mailed a 6-digit code to the account’s address.
             *     - `IDENTITY.LOGIN_CODE_INVALID`: The password or the code is not right.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.INVALID_CREDENTIALS" | "IDENTITY.LOGIN_CODE_REQUIRED" | "IDENTITY.LOGIN_CODE_INVALID";
                    };
                };
            };
            /**
             * @description Too many attempts
             *
             *     - `IDENTITY.TOO_MANY_REQUESTS`: Too many login attempts. Please try again in 2 minutes.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.TOO_MANY_REQUESTS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_loginWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleCredentialRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSessionDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Invalid Google credential
             *
             *     - `IDENTITY.GOOGLE_CREDENTIAL_INVALID`: Invalid Google credential
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.GOOGLE_CREDENTIAL_INVALID";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.GOOGLE_EMAIL_NOT_VERIFIED`: Your Google e-mail address is not verified.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.GOOGLE_EMAIL_NOT_VERIFIED";
                    };
                };
            };
            /**
             * @description No account for this Google user, or Google sign-in is off
             *
             *     - `IDENTITY.GOOGLE_DISABLED`: Google sign-in is not available
             *     - `IDENTITY.GOOGLE_ACCOUNT_NOT_FOUND`: No account found for this Google user
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.GOOGLE_DISABLED" | "IDENTITY.GOOGLE_ACCOUNT_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Conflict
             *
             *     - `IDENTITY.EMAIL_TAKEN`: This e-mail address already signs in with another Google account.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.EMAIL_TAKEN";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_completeGoogleSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleSignupRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSessionDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Invalid Google credential
             *
             *     - `IDENTITY.GOOGLE_CREDENTIAL_INVALID`: Invalid Google credential
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.GOOGLE_CREDENTIAL_INVALID";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.GOOGLE_EMAIL_NOT_VERIFIED`: Your Google e-mail address is not verified.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.GOOGLE_EMAIL_NOT_VERIFIED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `IDENTITY.GOOGLE_DISABLED`: Google sign-in is not available
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.GOOGLE_DISABLED";
                    };
                };
            };
            /**
             * @description This Google account is already registered. Please login instead.
             *
             *     - `IDENTITY.EMAIL_TAKEN`: This Google account is already registered. Please login instead.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.EMAIL_TAKEN";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /**
             * @description Password rule not met
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Reset not verified
             *
             *     - `IDENTITY.RESET_NOT_VERIFIED`: Please verify the code sent to your email before choosing a new password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.RESET_NOT_VERIFIED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_me: {
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
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /**
             * @description Invalid input
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not your account
             *
             *     - `COMMON.FORBIDDEN`: You can only change your own account.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `IDENTITY.USER_NOT_FOUND`: User not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.USER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_remove: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not your account
             *
             *     - `COMMON.FORBIDDEN`: You can only change your own account.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `IDENTITY.USER_NOT_FOUND`: User not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.USER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_saveDeliveryDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveDeliveryDetailsRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /**
             * @description Phone not 10 digits, unknown city, colony missing or too long
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not your account
             *
             *     - `COMMON.FORBIDDEN`: You can only change your own account.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `IDENTITY.USER_NOT_FOUND`: User not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.USER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_setMarketingConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarketingConsentRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /**
             * @description marketingOptIn must be true or false
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_choosePreferredLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreferredLanguageRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /**
             * @description Language must be one of: en, ne
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Users_findUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FindUserRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindUserResponseDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the customers:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description User not found
             *
             *     - `IDENTITY.USER_NOT_FOUND`: User not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.USER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Otp_sendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendOtpRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /**
             * @description Invalid email address
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description verification: This email is already registered. Please login instead.
             *
             *     - `IDENTITY.EMAIL_TAKEN`: This email is already registered. Please login instead.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.EMAIL_TAKEN";
                    };
                };
            };
            /**
             * @description Asked too often
             *
             *     - `IDENTITY.TOO_MANY_REQUESTS`: Please wait 42 seconds before requesting a new code.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.TOO_MANY_REQUESTS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Otp_verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyOtpRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Invalid verification code
             *
             *     - `IDENTITY.OTP_INVALID`: Invalid verification code
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.OTP_INVALID";
                    };
                };
            };
            /**
             * @description Verification code has expired
             *
             *     - `IDENTITY.OTP_EXPIRED`: Verification code has expired
             */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.OTP_EXPIRED";
                    };
                };
            };
            /**
             * @description Too many wrong tries for this code, or too many checks
             *
             *     - `IDENTITY.OTP_LOCKED`: Too many attempts. Please request a new code.
             *     - `IDENTITY.TOO_MANY_REQUESTS`: Too many requests. Please try again in 12 minutes.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.OTP_LOCKED" | "IDENTITY.TOO_MANY_REQUESTS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Auth_refresh: {
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
                    "application/json": components["schemas"]["AuthSessionDto"];
                };
            };
            /**
             * @description Session expired
             *
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Auth_authConfig: {
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
                    "application/json": components["schemas"]["AuthConfigResponseDto"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Auth_startGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to Google */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Google sign-in is not configured
             *
             *     - `IDENTITY.GOOGLE_DISABLED`: Google sign-in is not available
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.GOOGLE_DISABLED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Auth_googleCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to /auth/google/complete or /login?google=failed */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Google sign-in is not configured
             *
             *     - `IDENTITY.GOOGLE_DISABLED`: Google sign-in is not available
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.GOOGLE_DISABLED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ApiTokens_list: {
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
                    "application/json": components["schemas"]["ApiTokenDto"][];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ApiTokens_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiTokenRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiTokenDto"];
                };
            };
            /**
             * @description No name, no scope, an unknown scope or expiry
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ApiTokens_revoke: {
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
                    "application/json": components["schemas"]["ApiTokenDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such token
             *
             *     - `IDENTITY.API_TOKEN_NOT_FOUND`: API token not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description With pageSize: one page, the total in X-Total-Count */
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many items over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"][];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Too many reads from this client address (PUBLIC_READS_PER_MINUTE a minute); Retry-After and `retryAfterSeconds` say when to try again
             *
             *     - `COMMON.TOO_MANY_READS`: Too many requests from your network. Please try again in 37 seconds.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.TOO_MANY_READS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Products_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInputRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /**
             * @description Missing required fields: ...
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the catalogue:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Products_search: {
        parameters: {
            query?: {
                /** @description Free text; only the first 100 characters count */
                q?: string;
                /** @description Exact category */
                category?: string;
                kind?: "product" | "vaccine";
                /** @description Rs; swapped with maxPrice when larger */
                minPrice?: number;
                maxPrice?: number;
                /** @description Only products with stock left */
                inStock?: boolean;
                /** @description Default: relevance with text, else newest */
                sort?: "relevance" | "price_asc" | "price_desc" | "rating" | "newest";
                page?: number;
                pageSize?: number;
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
                    "application/json": components["schemas"]["ProductSearchResultDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Too many reads from this client address (PUBLIC_READS_PER_MINUTE a minute); Retry-After and `retryAfterSeconds` say when to try again
             *
             *     - `COMMON.TOO_MANY_READS`: Too many requests from your network. Please try again in 37 seconds.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.TOO_MANY_READS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
            /**
             * @description Unknown or malformed id
             *
             *     - `CATALOGUE.PRODUCT_NOT_FOUND`: Product not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.PRODUCT_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Too many reads from this client address (PUBLIC_READS_PER_MINUTE a minute); Retry-After and `retryAfterSeconds` say when to try again
             *
             *     - `COMMON.TOO_MANY_READS`: Too many requests from your network. Please try again in 37 seconds.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.TOO_MANY_READS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Products_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInputRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the catalogue:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `CATALOGUE.PRODUCT_NOT_FOUND`: Product not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.PRODUCT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Products_remove: {
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
            /** @description Removed from the shop */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the catalogue:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `CATALOGUE.PRODUCT_NOT_FOUND`: Product not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.PRODUCT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Reviews_list: {
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
                    "application/json": components["schemas"]["ReviewDto"][];
                };
            };
            /**
             * @description Not Found
             *
             *     - `CATALOGUE.PRODUCT_NOT_FOUND`: Product not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.PRODUCT_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Too many reads from this client address (PUBLIC_READS_PER_MINUTE a minute); Retry-After and `retryAfterSeconds` say when to try again
             *
             *     - `COMMON.TOO_MANY_READS`: Too many requests from your network. Please try again in 37 seconds.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.TOO_MANY_READS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Reviews_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddReviewRequestDto"];
            };
        };
        responses: {
            /** @description The customer’s review was edited */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostReviewResponseDto"];
                };
            };
            /** @description The customer’s first review of it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostReviewResponseDto"];
                };
            };
            /**
             * @description Please write a few words about the product
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Product not found
             *
             *     - `CATALOGUE.PRODUCT_NOT_FOUND`: Product not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.PRODUCT_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Too many review posts from this account; `retryAfterSeconds` says when to try again
             *
             *     - `CATALOGUE.TOO_MANY_REVIEWS`: You have posted many reviews in a short time. Please try again in 42 minutes.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.TOO_MANY_REVIEWS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Reviews_mine: {
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
                    "application/json": components["schemas"]["MyReviewResponseDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Product not found
             *
             *     - `CATALOGUE.PRODUCT_NOT_FOUND`: Product not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.PRODUCT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Uploads_uploadProductImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImageDto"];
                };
            };
            /**
             * @description Please choose an image file
             *
             *     - `CATALOGUE.IMAGE_MISSING`: Please choose an image file
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.IMAGE_MISSING" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the catalogue:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description The image is larger than 5 MB
             *
             *     - `CATALOGUE.IMAGE_TOO_LARGE`: The image is larger than 5 MB
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.IMAGE_TOO_LARGE";
                    };
                };
            };
            /**
             * @description The file is not a JPG, PNG, GIF or WebP image
             *
             *     - `CATALOGUE.IMAGE_UNSUPPORTED`: The file is not a JPG, PNG, GIF or WebP image
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.IMAGE_UNSUPPORTED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_list: {
        parameters: {
            query?: {
                /** @description Matches the order id, the customer’s name or e-mail */
                search?: string;
                /** @description Case-insensitive status, e.g. pending */
                status?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many items over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"][];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_place: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrderRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /**
             * @description missingFields, empty cart, zero total, quantity
             *
             *     - `ORDERING.VACCINE_NOT_ORDERABLE`: Rabies Vaccine is a vaccination: please book an appointment at one of our centres instead of ordering it.
             *     - `ORDERING.QUANTITY_LIMIT`: You can only add up to 5 of Himalayan Yak Chew Large.
             *     - `ORDERING.ZERO_TOTAL`: Order total cannot be zero
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.VACCINE_NOT_ORDERABLE" | "ORDERING.QUANTITY_LIMIT" | "ORDERING.ZERO_TOTAL" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description userEmail is not the logged-in account’s
             *
             *     - `ORDERING.EMAIL_MISMATCH`: You can only place orders for your own account.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.EMAIL_MISMATCH" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Out of stock, or no longer sold
             *
             *     - `ORDERING.OUT_OF_STOCK`: Sorry, Himalayan Yak Chew Large is out of stock or not available in that quantity.
             *     - `ORDERING.PRODUCT_UNAVAILABLE`: A product in your cart is no longer sold.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConflictResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.OUT_OF_STOCK" | "ORDERING.PRODUCT_UNAVAILABLE";
                    };
                };
            };
            /**
             * @description The customer already has MAX_UNPAID_ORDERS_PER_CUSTOMER unpaid orders (Pending, no money received); Retry-After and `retryAfterSeconds` say when to try again (UNPAID_ORDER_GRACE_MINUTES)
             *
             *     - `ORDERING.TOO_MANY_UNPAID_ORDERS`: You already have 5 orders waiting for payment or confirmation. Please pay for or cancel one of them in My Orders, or try again in 60 minutes.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.TOO_MANY_UNPAID_ORDERS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_stats: {
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
                    "application/json": components["schemas"]["OrderStatsDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_firstOrderOffer: {
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
                    "application/json": components["schemas"]["FirstOrderOfferDto"];
                };
            };
            /**
             * @description A bearer token was sent but has expired
             *
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_latest: {
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
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_get: {
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
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_changeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeOrderStatusRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Not allowed from the current status
             *
             *     - `ORDERING.ILLEGAL_TRANSITION`: An order that is Completed cannot become Cancelled.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ILLEGAL_TRANSITION";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_remove: {
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
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description This order is approved and on its way, so it cannot be deleted now. Contact us if you need to cancel it.
             *
             *     - `ORDERING.NOT_DELETABLE`: This order is approved and on its way, so it cannot be deleted now. Contact us if you need to cancel it.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.NOT_DELETABLE";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_items: {
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
                    "application/json": components["schemas"]["OrderItemDto"][];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Orders_cancel: {
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
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Only pending orders can be cancelled.
             *
             *     - `ORDERING.NOT_CANCELLABLE`: Only pending orders can be cancelled.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.NOT_CANCELLABLE";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    UserOrders_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
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
                    "application/json": components["schemas"]["OrderDto"][];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Someone else’s e-mail
             *
             *     - `ORDERING.EMAIL_MISMATCH`: You can only see your own orders.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.EMAIL_MISMATCH" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    OrderEmails_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendOrderEmailRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderEmailSentDto"];
                };
            };
            /**
             * @description No order named
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Payments_initiate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitiatePaymentRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InitiatedPaymentDto"];
                };
            };
            /**
             * @description Amount should be greater than Rs. 10, that is 1000 paisa.
             *
             *     - `PAYMENTS.AMOUNT_TOO_SMALL`: Amount should be greater than Rs. 10, that is 1000 paisa.
             *     - `PAYMENTS.KHALTI_REJECTED`: Failed to initiate payment
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.AMOUNT_TOO_SMALL" | "PAYMENTS.KHALTI_REJECTED" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not your order
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Already paid, or no longer Pending
             *
             *     - `PAYMENTS.ALREADY_PAID`: This order is already paid.
             *     - `PAYMENTS.NOT_PAYABLE`: This order can no longer be paid.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.ALREADY_PAID" | "PAYMENTS.NOT_PAYABLE";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            /**
             * @description Khalti refused our credentials
             *
             *     - `PAYMENTS.KHALTI_UNAVAILABLE`: Failed to initiate payment
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.KHALTI_UNAVAILABLE";
                    };
                };
            };
            /**
             * @description Payment system unavailable. Please try again later.
             *
             *     - `PAYMENTS.KHALTI_UNAVAILABLE`: Payment system unavailable. Please try again later.
             *     - `COMMON.SERVICE_UNAVAILABLE`: This service is briefly unavailable. Please try again in a minute.
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.KHALTI_UNAVAILABLE" | "COMMON.SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    Payments_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyPaymentRequestDto"];
            };
        };
        responses: {
            /** @description success is false while pending, canceled or expired */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifiedPaymentDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `PAYMENTS.KHALTI_REJECTED`: Verification failed
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.KHALTI_REJECTED" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Payment verification failed
             *
             *     - `PAYMENTS.VERIFICATION_FAILED`: Payment verification failed
             */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.VERIFICATION_FAILED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Unknown pidx, or not yours
             *
             *     - `PAYMENTS.PAYMENT_NOT_FOUND`: Payment not found
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.PAYMENT_NOT_FOUND" | "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            /**
             * @description Khalti refused our credentials
             *
             *     - `PAYMENTS.KHALTI_UNAVAILABLE`: Verification failed
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.KHALTI_UNAVAILABLE";
                    };
                };
            };
            /**
             * @description Payment system unavailable. Please try again later.
             *
             *     - `PAYMENTS.KHALTI_UNAVAILABLE`: Payment system unavailable. Please try again later.
             *     - `COMMON.SERVICE_UNAVAILABLE`: This service is briefly unavailable. Please try again in a minute.
             */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.KHALTI_UNAVAILABLE" | "COMMON.SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    Payments_recordPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordOrderPaymentRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /**
             * @description Not cash on delivery, or an unknown status
             *
             *     - `PAYMENTS.NOT_CASH_ON_DELIVERY`: Only cash-on-delivery orders are marked paid by hand.
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.NOT_CASH_ON_DELIVERY" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Only an admin marks cash as received
             *
             *     - `COMMON.FORBIDDEN`: Only the shop marks cash as received.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Unknown order, or not yours
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Already paid, no longer Pending, or not cash on delivery
             *
             *     - `PAYMENTS.ALREADY_PAID`: This order is already paid.
             *     - `PAYMENTS.NOT_PAYABLE`: This order can no longer be paid.
             *     - `PAYMENTS.NOT_CASH_ON_DELIVERY`: Only cash-on-delivery orders are marked paid by hand.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.ALREADY_PAID" | "PAYMENTS.NOT_PAYABLE" | "PAYMENTS.NOT_CASH_ON_DELIVERY";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Payments_retryRefund: {
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
            /** @description The order, its payment status refund-pending */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Unknown order
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description This order has no failed refund to retry.
             *
             *     - `PAYMENTS.NO_FAILED_REFUND`: This order has no failed refund to retry.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.NO_FAILED_REFUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Payments_settleCashRefund: {
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
            /** @description The order, its payment status refunded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the orders:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Unknown order
             *
             *     - `ORDERING.ORDER_NOT_FOUND`: Order not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "ORDERING.ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description This order has no cash refund due.
             *
             *     - `PAYMENTS.NO_CASH_REFUND_DUE`: This order has no cash refund due.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS.NO_CASH_REFUND_DUE";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    VaccinationCenters_list: {
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
                    "application/json": components["schemas"]["VaccinationCenterDto"][];
                };
            };
            /**
             * @description Too many reads from this client address (PUBLIC_READS_PER_MINUTE a minute); Retry-After and `retryAfterSeconds` say when to try again
             *
             *     - `COMMON.TOO_MANY_READS`: Too many requests from your network. Please try again in 37 seconds.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.TOO_MANY_READS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Vaccinations_list: {
        parameters: {
            query?: {
                /** @description Matches the booking id, the owner’s or dog’s name, or the e-mail */
                search?: string;
                /** @description Case-insensitive status, e.g. confirmed */
                status?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many items over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"][];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the bookings:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Vaccinations_book: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookVaccinationRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingCreatedDto"];
                };
            };
            /**
             * @description Please fill out the following fields: ... (missingFields); phone, behaviour, date, time, centre closed, not a vaccine
             *
             *     - `VACCINATION.NOT_A_VACCINE`: Yak Cheese Chew is not a vaccine; only vaccines can be booked.
             *     - `VACCINATION.CENTER_NOT_FOUND`: Please choose one of our vaccination centres.
             *     - `VACCINATION.DATE_NOT_BOOKABLE`: Appointments can be booked up to 60 days ahead.
             *     - `VACCINATION.TIME_PASSED`: That time has already passed today. Please choose a later time.
             *     - `VACCINATION.CENTER_CLOSED`: North Branch is closed on Saturdays. Please choose another date.
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.NOT_A_VACCINE" | "VACCINATION.CENTER_NOT_FOUND" | "VACCINATION.DATE_NOT_BOOKABLE" | "VACCINATION.TIME_PASSED" | "VACCINATION.CENTER_CLOSED" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description userEmail is not the logged-in account’s
             *
             *     - `VACCINATION.EMAIL_MISMATCH`: You can only book appointments for your own account.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.EMAIL_MISMATCH" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description This time slot is already booked. Please select another time. Or a vaccine is out of stock.
             *
             *     - `VACCINATION.SLOT_TAKEN`: This time slot is already booked. Please select another time.
             *     - `VACCINATION.VACCINE_UNAVAILABLE`: Sorry, Anti-Rabies Vaccination is not available for booking right now.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.SLOT_TAKEN" | "VACCINATION.VACCINE_UNAVAILABLE";
                    };
                };
            };
            /**
             * @description The customer already has MAX_OPEN_BOOKINGS_PER_CUSTOMER open requests (scheduled, not yet confirmed, still to come); Retry-After and `retryAfterSeconds` say when to try again
             *
             *     - `VACCINATION.TOO_MANY_OPEN_BOOKINGS`: You already have 5 appointment requests waiting for the clinic's confirmation. Please cancel one you no longer need, or try again in 45 minutes.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.TOO_MANY_OPEN_BOOKINGS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Vaccinations_stats: {
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
                    "application/json": components["schemas"]["BookingStatsDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the bookings:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Vaccinations_availability: {
        parameters: {
            query?: {
                /** @description One centre (id, slug or name); all centres when left out */
                center?: string;
                /** @description First Nepal date (default: today) */
                from?: string;
                /** @description Last Nepal date (default: 6 days after from) */
                to?: string;
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
                    "application/json": components["schemas"]["AvailabilityDto"];
                };
            };
            /**
             * @description Malformed dates, too long a range, unknown centre
             *
             *     - `VACCINATION.CENTER_NOT_FOUND`: Please choose one of our vaccination centres.
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.CENTER_NOT_FOUND" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Too many reads from this client address (PUBLIC_READS_PER_MINUTE a minute); Retry-After and `retryAfterSeconds` say when to try again
             *
             *     - `COMMON.TOO_MANY_READS`: Too many requests from your network. Please try again in 37 seconds.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.TOO_MANY_READS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Vaccinations_get: {
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
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the bookings:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `VACCINATION.BOOKING_NOT_FOUND`: Booking not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.BOOKING_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Vaccinations_changeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeBookingStatusRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the bookings:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `VACCINATION.BOOKING_NOT_FOUND`: Booking not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.BOOKING_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Not allowed from the current status, or too early
             *
             *     - `VACCINATION.ILLEGAL_TRANSITION`: A completed appointment cannot become cancelled.
             *     - `VACCINATION.TOO_EARLY`: An appointment can be marked completed only on or after its date.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.ILLEGAL_TRANSITION" | "VACCINATION.TOO_EARLY";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Vaccinations_cancel: {
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
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `VACCINATION.BOOKING_NOT_FOUND`: Booking not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.BOOKING_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Only scheduled or confirmed appointments can be cancelled.
             *
             *     - `VACCINATION.NOT_CANCELLABLE`: Only scheduled or confirmed appointments can be cancelled.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.NOT_CANCELLABLE";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Vaccinations_reschedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RescheduleBookingRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /**
             * @description Please fill in all fields; date and time rules
             *
             *     - `VACCINATION.CENTER_NOT_FOUND`: Please choose one of our vaccination centres.
             *     - `VACCINATION.DATE_NOT_BOOKABLE`: Appointments can be booked up to 60 days ahead.
             *     - `VACCINATION.TIME_PASSED`: That time has already passed today. Please choose a later time.
             *     - `VACCINATION.CENTER_CLOSED`: North Branch is closed on Saturdays. Please choose another date.
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.CENTER_NOT_FOUND" | "VACCINATION.DATE_NOT_BOOKABLE" | "VACCINATION.TIME_PASSED" | "VACCINATION.CENTER_CLOSED" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Forbidden
             *
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `VACCINATION.BOOKING_NOT_FOUND`: Booking not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.BOOKING_NOT_FOUND";
                    };
                };
            };
            /**
             * @description Only scheduled appointments can be rescheduled; This time slot is already booked. Please select another time.
             *
             *     - `VACCINATION.NOT_RESCHEDULABLE`: Only scheduled appointments can be rescheduled
             *     - `VACCINATION.SLOT_TAKEN`: This time slot is already booked. Please select another time.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.NOT_RESCHEDULABLE" | "VACCINATION.SLOT_TAKEN";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    UserVaccinations_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
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
                    "application/json": components["schemas"]["BookingDto"][];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Someone else’s e-mail
             *
             *     - `VACCINATION.EMAIL_MISMATCH`: You can only see your own bookings.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.EMAIL_MISMATCH" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    VaccinationEmails_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendBookingEmailRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEmailSentDto"];
                };
            };
            /**
             * @description No booking named
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the bookings:write scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            /**
             * @description Not Found
             *
             *     - `VACCINATION.BOOKING_NOT_FOUND`: Booking not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "VACCINATION.BOOKING_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
            /** @description Nothing sent: the address already confirmed (answered as before), or its confirmation went out less than 10 minutes ago */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeNewsletterResponseDto"];
                };
            };
            /** @description A confirmation e-mail is queued: a new address, or an unconfirmed one whose last confirmation is older than 10 minutes */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribeNewsletterResponseDto"];
                };
            };
            /**
             * @description Please enter a valid email address
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description More than 30 subscriptions from one IP address in an hour (NOTIFICATION.TOO_MANY_SUBSCRIPTIONS, with Retry-After)
             *
             *     - `NOTIFICATION.TOO_MANY_SUBSCRIPTIONS`: Too many subscription requests. Please try again in 25 minutes.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION.TOO_MANY_SUBSCRIPTIONS";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Newsletter_readConfirmLink: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail link (bound to the address and the purpose) */
                token: string;
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
                    "application/json": components["schemas"]["MarketingLinkDto"];
                };
            };
            /**
             * @description The link is not valid (changed, foreign, of another purpose or garbled) or, a week after it was sent, has expired; nothing changes
             *
             *     - `NOTIFICATION.MARKETING_LINK_INVALID`: This link is not valid. Please use the link from the e-mail we sent you.
             *     - `NOTIFICATION.MARKETING_LINK_EXPIRED`: This confirmation link has expired. Please subscribe again to get a new one.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION.MARKETING_LINK_INVALID" | "NOTIFICATION.MARKETING_LINK_EXPIRED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Newsletter_confirm: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail link (bound to the address and the purpose) */
                token: string;
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
                    "application/json": components["schemas"]["ConfirmNewsletterResponseDto"];
                };
            };
            /**
             * @description The link is not valid (changed, foreign, of another purpose or garbled) or, a week after it was sent, has expired; nothing changes
             *
             *     - `NOTIFICATION.MARKETING_LINK_INVALID`: This link is not valid. Please use the link from the e-mail we sent you.
             *     - `NOTIFICATION.MARKETING_LINK_EXPIRED`: This confirmation link has expired. Please subscribe again to get a new one.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION.MARKETING_LINK_INVALID" | "NOTIFICATION.MARKETING_LINK_EXPIRED";
                    };
                };
            };
            /**
             * @description There is no subscription waiting for confirmation for this address. Please subscribe again. (unsubscribed since, or never subscribed)
             *
             *     - `NOTIFICATION.NOTHING_TO_CONFIRM`: There is no subscription waiting for confirmation for this address. Please subscribe again.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION.NOTHING_TO_CONFIRM";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Newsletter_readUnsubscribeLink: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail link (bound to the address and the purpose) */
                token: string;
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
                    "application/json": components["schemas"]["MarketingLinkDto"];
                };
            };
            /**
             * @description This link is not valid. Please use the link from the e-mail we sent you. (NOTIFICATION.MARKETING_LINK_INVALID: changed, foreign, of another purpose or garbled; nothing changes)
             *
             *     - `NOTIFICATION.MARKETING_LINK_INVALID`: This link is not valid. Please use the link from the e-mail we sent you.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION.MARKETING_LINK_INVALID";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Newsletter_openUnsubscribeLink: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail link (bound to the address and the purpose) */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to /unsubscribe?token=... */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Newsletter_unsubscribe: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail link (bound to the address and the purpose) */
                token: string;
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
                    "application/json": components["schemas"]["UnsubscribeResponseDto"];
                };
            };
            /**
             * @description This link is not valid. Please use the link from the e-mail we sent you. (NOTIFICATION.MARKETING_LINK_INVALID: changed, foreign, of another purpose or garbled; nothing changes)
             *
             *     - `NOTIFICATION.MARKETING_LINK_INVALID`: This link is not valid. Please use the link from the e-mail we sent you.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION.MARKETING_LINK_INVALID";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Announcements_sendProductNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendProductNotificationRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendProductNotificationResponseDto"];
                };
            };
            /**
             * @description Bad Request
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description Product not found
             *
             *     - `CATALOGUE.PRODUCT_NOT_FOUND`: Product not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "CATALOGUE.PRODUCT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Announcements_latest: {
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
                    "application/json": components["schemas"]["AnnouncementProgressDto"][];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Announcements_progress: {
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
                    "application/json": components["schemas"]["AnnouncementProgressDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such announcement
             *
             *     - `NOTIFICATION.ANNOUNCEMENT_NOT_FOUND`: Announcement not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION.ANNOUNCEMENT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    EmailLog_list: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Part of the recipient’s address */
                search?: string;
                /** @description Only the e-mails about this order */
                orderId?: string;
                /** @description Only the e-mails about this booking */
                bookingId?: string;
                status?: "sent" | "sending" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many items over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailLogEntryDto"][];
                };
            };
            /**
             * @description Invalid filter
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    PartnerEnquiries_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerEnquiryRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerEnquiryReceiptDto"];
                };
            };
            /**
             * @description A field is missing or wrong
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Too many messages from this address; `retryAfterSeconds` says when to try again
             *
             *     - `NOTIFICATION.TOO_MANY_PARTNER_ENQUIRIES`: You have sent several messages already. Please try again in 37 minutes.
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "NOTIFICATION.TOO_MANY_PARTNER_ENQUIRIES";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    PartnerEnquiries_list: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Part of the sender’s name or e-mail address */
                search?: string;
                partnerType?: "vet" | "groomer" | "supplier" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many items over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerEnquiryDto"][];
                };
            };
            /**
             * @description Invalid filter
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin
             *
             *     Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Dashboard_stats: {
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
                    "application/json": components["schemas"]["DashboardStatsDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Dashboard_charts: {
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
                    "application/json": components["schemas"]["DashboardChartsDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Dashboard_activities: {
        parameters: {
            query?: {
                limit?: number;
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
                    "application/json": components["schemas"]["ActivityDto"][];
                };
            };
            /**
             * @description Invalid limit
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Customers_list: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description Part of the name or e-mail, case-insensitive */
                search?: string;
                sort?: "name" | "email" | "joined" | "orders" | "spent";
                /** @description Default: asc for name and e-mail, else desc */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many items over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDto"][];
                };
            };
            /**
             * @description Invalid paging or sort
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_SCOPE_MISSING`: This API token does not have the customers:read scope
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_SCOPE_MISSING";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Queues_overview: {
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
                    "application/json": components["schemas"]["QueuesOverviewDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Queues_failed: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                queue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description How many items over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailedJobDto"][];
                };
            };
            /**
             * @description Invalid paging
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description There is no such queue
             *
             *     - `BACK_OFFICE.UNKNOWN_QUEUE`: There is no such queue
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "BACK_OFFICE.UNKNOWN_QUEUE";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Queues_retryAll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queue: string;
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
                    "application/json": components["schemas"]["RetriedJobsDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description There is no such queue
             *
             *     - `BACK_OFFICE.UNKNOWN_QUEUE`: There is no such queue
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "BACK_OFFICE.UNKNOWN_QUEUE";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Queues_retryOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queue: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Moved back to waiting */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such queue or job
             *
             *     - `BACK_OFFICE.UNKNOWN_QUEUE`: There is no such queue
             *     - `BACK_OFFICE.JOB_NOT_FOUND`: That job is no longer in the queue
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "BACK_OFFICE.UNKNOWN_QUEUE" | "BACK_OFFICE.JOB_NOT_FOUND";
                    };
                };
            };
            /**
             * @description The job has not failed
             *
             *     - `BACK_OFFICE.JOB_NOT_FAILED`: Only failed jobs can be retried or discarded
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "BACK_OFFICE.JOB_NOT_FAILED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Queues_discard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queue: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such queue or job
             *
             *     - `BACK_OFFICE.UNKNOWN_QUEUE`: There is no such queue
             *     - `BACK_OFFICE.JOB_NOT_FOUND`: That job is no longer in the queue
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "BACK_OFFICE.UNKNOWN_QUEUE" | "BACK_OFFICE.JOB_NOT_FOUND";
                    };
                };
            };
            /**
             * @description The job has not failed
             *
             *     - `BACK_OFFICE.JOB_NOT_FAILED`: Only failed jobs can be retried or discarded
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "BACK_OFFICE.JOB_NOT_FAILED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_list: {
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
                    "application/json": components["schemas"]["WebhookEndpointDto"][];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpointDto"];
                };
            };
            /**
             * @description A URL that is not http(s), points to a private address or does not resolve; an unknown event type
             *
             *     - `WEBHOOKS.URL_REFUSED`: url must not point to a loopback, private, link-local or unique-local address (hooks.pashupati-vet.local is 192.168.1.20)
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.URL_REFUSED" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_show: {
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
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_remove: {
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
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /**
             * @description A URL that is not http(s), points to a private address or does not resolve; an unknown event type
             *
             *     - `WEBHOOKS.URL_REFUSED`: url must not point to a loopback, private, link-local or unique-local address (hooks.pashupati-vet.local is 192.168.1.20)
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.URL_REFUSED" | "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_secret: {
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
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_rotate: {
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
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_resume: {
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
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_sendTest: {
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
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND";
                    };
                };
            };
            /**
             * @description The endpoint is switched off or paused
             *
             *     - `WEBHOOKS.ENDPOINT_OFF`: The endpoint is switched off or paused: resume it first
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_OFF";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_deliveries: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
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
                    /** @description How many items over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"][];
                };
            };
            /**
             * @description A page or pageSize out of range
             *
             *     - `COMMON.VALIDATION_FAILED`: property discount should not exist
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_delivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
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
                    "application/json": components["schemas"]["WebhookDeliveryDetailDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint, or no such delivery of it
             *
             *     - `WEBHOOKS.DELIVERY_NOT_FOUND`: Webhook delivery not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.DELIVERY_NOT_FOUND";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Webhooks_redeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"];
                };
            };
            /**
             * @description Not logged in
             *
             *     - `COMMON.UNAUTHORIZED`: Please log in to continue.
             *     - `IDENTITY.SESSION_EXPIRED`: Your session has expired. Please log in again.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.UNAUTHORIZED" | "IDENTITY.SESSION_EXPIRED";
                    };
                };
            };
            /**
             * @description Not an admin, or an API token without this operation’s scope (x-api-token-scope)
             *
             *     - `COMMON.FORBIDDEN`: This area is for administrators only.
             *     - `IDENTITY.API_TOKEN_NOT_ALLOWED`: API tokens cannot be used here: log in as an admin
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "COMMON.FORBIDDEN" | "IDENTITY.API_TOKEN_NOT_ALLOWED";
                    };
                };
            };
            /**
             * @description No such endpoint, or no such delivery of it
             *
             *     - `WEBHOOKS.ENDPOINT_NOT_FOUND`: Webhook endpoint not found
             *     - `WEBHOOKS.DELIVERY_NOT_FOUND`: Webhook delivery not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_NOT_FOUND" | "WEBHOOKS.DELIVERY_NOT_FOUND";
                    };
                };
            };
            /**
             * @description The endpoint is switched off or paused
             *
             *     - `WEBHOOKS.ENDPOINT_OFF`: The endpoint is switched off or paused: resume it first
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"] & {
                        /** @enum {string} */
                        code?: "WEBHOOKS.ENDPOINT_OFF";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
