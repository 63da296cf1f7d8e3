/** One e-mail to send for an event. */
export interface EmailToSend {
  to: string;
  subject: string;
  context: Record<string, unknown>;
}

/** Which e-mails an event causes: the event type, the template, and who gets what. */
export interface EmailRule<TPayload extends object = Record<string, unknown>> {
  eventType: string;
  template: string;
  build(payload: TPayload): EmailToSend[];
}
