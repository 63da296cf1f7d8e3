/** One e-mail to send for an event. */
export interface EmailToSend {
  to: string;
  subject: string;
  context: Record<string, unknown>;
}

/** What a rule may use besides the payload. */
export interface EmailTools {
  /** Opens a value the publishing module sealed (SecretBox) under `purpose`, e.g. a one-time code. */
  open(purpose: string, sealed: string): string;
}

/** Which e-mails an event causes: the event type, the template, and who gets what. */
export interface EmailRule<TPayload extends object = Record<string, unknown>> {
  eventType: string;
  template: string;
  build(payload: TPayload, tools: EmailTools): EmailToSend[];
}
