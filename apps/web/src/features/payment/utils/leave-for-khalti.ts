/** Sends the browser to Khalti's payment page; a function of its own so tests can replace it. */
export function leaveForKhalti(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
