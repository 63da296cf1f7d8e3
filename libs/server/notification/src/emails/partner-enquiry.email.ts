import { PARTNER_TYPE_LABELS, PARTNER_TYPE_LABELS_NE } from '@kukur/contracts';
import {
  PartnerEnquiryReceivedEvent,
  PartnerEnquiryReceivedPayload,
} from '../domain/events/partner-enquiry-received.event';
import { EmailRule } from './email-rule';

function enquiryContext(payload: PartnerEnquiryReceivedPayload) {
  return {
    name: payload.name,
    email: payload.email,
    phoneNumber: payload.phoneNumber,
    partnerType: PARTNER_TYPE_LABELS[payload.partnerType] ?? payload.partnerType,
    message: payload.message,
  };
}

/** Tells the shop's admins someone wants to become a partner, with everything they need to reply. */
export const partnerEnquiryAdminNoticeEmail: EmailRule<PartnerEnquiryReceivedPayload> = {
  eventType: PartnerEnquiryReceivedEvent.type,
  template: 'partner-enquiry-admin-notice',
  build: (payload, tools) =>
    payload.adminEmails.map((to) => ({
      to,
      // The sender's words stay in the context: a subject template never holds what a visitor typed.
      subject: 'New partner enquiry ({{partnerType}}) from {{name}}',
      context: { ...enquiryContext(payload), adminUrl: `${tools.publicUrl}/admin/partners` },
    })),
};

/** A short receipt to the sender, so they know the message arrived and when to expect an answer. */
export const partnerEnquiryReceiptEmail: EmailRule<PartnerEnquiryReceivedPayload> = {
  eventType: PartnerEnquiryReceivedEvent.type,
  template: 'partner-enquiry-receipt',
  build: (payload) => [
    {
      to: payload.email,
      language: payload.language,
      subject: 'We received your message, {{name}}',
      context: {
        ...enquiryContext(payload),
        partnerTypeNe: PARTNER_TYPE_LABELS_NE[payload.partnerType] ?? payload.partnerType,
      },
    },
  ],
};
