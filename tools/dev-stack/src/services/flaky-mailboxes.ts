/**
 * Rehearsing failed e-mails on a machine without a real mail server: an address whose local part carries
 * `+failN` (e.g. `sita+fail6@example.com`) is refused with a temporary error for its first N deliveries,
 * then accepted — a mailbox that was down and came back. Every other address is accepted as before.
 */
export class FlakyMailboxes {
  private readonly refused = new Map<string, number>();

  /** The refusal for a delivery to `address` now, or null to accept it. */
  check(address: string): Error | null {
    const match = /\+fail(\d{1,2})@/i.exec(address);
    if (!match) return null;
    const key = address.toLowerCase();
    const done = this.refused.get(key) ?? 0;
    if (done >= Number(match[1])) return null;
    this.refused.set(key, done + 1);
    return Object.assign(
      new Error(`Mailbox ${address} is unavailable (rehearsed failure ${done + 1} of ${match[1]})`),
      {
        responseCode: 450,
      },
    );
  }
}

interface SmtpRecipientHook {
  onRcptTo(address: { address: string }, session: unknown, callback: (error?: Error | null) => void): void;
}

/** Makes MailDev's SMTP server refuse what `mailboxes` refuses (MailDev keeps its SMTP server on a module). */
export function refuseFlakyMailboxes(smtp: SmtpRecipientHook, mailboxes: FlakyMailboxes): void {
  smtp.onRcptTo = (address, _session, callback) => callback(mailboxes.check(address.address));
}
